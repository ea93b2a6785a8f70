/**
 * What the leads inbox's pages show (the server's queries fill these; the components read them): a list row, a
 * lead with every field, its notes and the history of its e-mail address.
 */
import type { LeadStatusCode } from "#app/domain/admin/lead-codes.ts";

export type LeadListRow = {
  id: string;
  createdAt: Date;
  name: string;
  company: string;
  email: string;
  source: string;
  service: string | null;
  language: string;
  status: LeadStatusCode;
};

export type LeadRecord = LeadListRow & {
  message: string | null;
  targetEmail: string | null;
  page: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  anonymizedAt: Date | null;
};

export type LeadNoteView = { id: string; authorEmail: string; body: string; createdAt: Date };

/** Something else the same address did, newest first: another lead, a demo booking, a webinar seat, a saved result. */
export type LeadHistoryItem = { id: string; at: Date } & (
  | { kind: "lead"; source: string; status: LeadStatusCode }
  | { kind: "booking"; slotStart: Date; cancelled: boolean }
  | { kind: "webinar"; webinarId: string | null }
  | { kind: "calculator"; calculatorType: string }
);

export type LeadDetail = { lead: LeadRecord; notes: LeadNoteView[]; history: LeadHistoryItem[] };

/** Where a history entry is shown in the back office. */
export function historyHref(item: LeadHistoryItem): string {
  switch (item.kind) {
    case "lead":
      return `/admin/leads/${item.id}`;
    case "booking":
      return "/admin/bookings";
    case "webinar":
      return "/admin/registrations";
    case "calculator":
      return "/admin/calculator-results";
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a URL's id can name a lead at all (anything else is a 404 without asking the database). */
export function isLeadId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

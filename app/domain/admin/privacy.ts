/**
 * Data-protection requests (back office): the address a request is about, the erase confirmation, and the shape of
 * everything held about one address, as the lookup page shows it and the JSON export carries it.
 */
import { z } from "zod";
import { emailAddress } from "#app/domain/form/form-schema-parts.ts";

/**
 * The lookup's address from the page's query (`?email=`): none asked yet, a valid address (trimmed, lower-cased),
 * or the key of what is wrong with it (`errors.<key>`).
 */
export function lookupEmailOf(query: URLSearchParams): { email: string | null; error: string | null } {
  const raw = query.get("email");
  if (raw === null || raw.trim() === "") return { email: null, error: null };
  const parsed = emailAddress.safeParse(raw);
  return parsed.success
    ? { email: parsed.data, error: null }
    : { email: null, error: parsed.error.issues[0]?.message ?? "emailInvalid" };
}

/** Erase: the address found, and the same address typed again by the staff member, so it is never erased by a slip. */
export const eraseSchema = z
  .object({
    email: emailAddress,
    confirmation: z
      .string({ error: "confirmationRequired" })
      .trim()
      .min(1, { error: "confirmationRequired", abort: true })
      .toLowerCase(),
  })
  .refine((form) => form.confirmation === form.email, {
    path: ["confirmation"],
    error: "confirmationMismatch",
  });

/** Characters an address's local part may hold besides letters and digits (see EMAIL_PATTERN). */
const LOCAL_PART_SIGNS = "!#$%&'*+/=?^_`{|}~.-";

/**
 * A PostgreSQL regular expression (for `~*`) that finds `email` inside a text as a whole address: not as the tail of
 * a longer one (`hana@…` for `ana@…`, `x.ana@…`) nor as the start of a longer domain (`….com.au` for `….com`); a
 * sentence's full stop after it still counts.
 */
export function addressMentionPattern(email: string): string {
  const escaped = email.toLowerCase().replace(/[\\^$.|?*+()[\]{}-]/g, "\\$&");
  return `(^|[^[:alnum:]${LOCAL_PART_SIGNS}])${escaped}($|[^[:alnum:].-]|\\.([^[:alnum:]-]|$))`;
}

type Row = Record<string, unknown>;

/** Everything held about one address (the database's rows as they are, secrets left out). */
export type PersonalData = {
  leads: (Row & { id: string; createdAt: Date; source: string; name: string; company: string })[];
  /** Staff notes on those leads: counted, they are the staff's words, not the visitor's data. */
  leadNotes: number;
  newsletter: (Row & { subscribedAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null })[];
  demoBookings: (Row & { id: string; slotStart: Date; cancelledAt: Date | null; name: string })[];
  webinarRegistrations: (Row & { id: string; webinarId: string | null; createdAt: Date; name: string })[];
  calculatorResults: (Row & { id: string; calculatorType: string; createdAt: Date })[];
  account:
    | (Row & { id: string; role: string; createdAt: Date; company: string | null; sessions: number })
    | null;
  orders: (Row & {
    id: string;
    planSlug: string;
    status: string;
    amountCents: number;
    currency: string;
    createdAt: Date;
  })[];
  subscriptions: (Row & { id: string; planSlug: string | null; status: string })[];
  paymentCustomers: (Row & { provider: string; providerCustomerId: string })[];
  apiFavorites: (Row & { apiId: string })[];
  /** Mails queued or sent to the address, or naming it (a staff notice of a booking). */
  outbox: (Row & { id: string; subject: string; status: string; createdAt: Date })[];
};

/** The kinds of records a lookup reports, in the order the page lists them. */
export const PERSONAL_DATA_KINDS = [
  "leads",
  "leadNotes",
  "newsletter",
  "demoBookings",
  "webinarRegistrations",
  "calculatorResults",
  "account",
  "orders",
  "subscriptions",
  "paymentCustomers",
  "apiFavorites",
  "outbox",
] as const satisfies readonly (keyof PersonalData)[];
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];

/** How many records of each kind were found (the account counts as one). */
export function countsOf(data: PersonalData): Record<PersonalDataKind, number> {
  const count = (value: PersonalData[PersonalDataKind]) =>
    typeof value === "number" ? value : Array.isArray(value) ? value.length : value ? 1 : 0;
  return Object.fromEntries(PERSONAL_DATA_KINDS.map((kind) => [kind, count(data[kind])])) as Record<
    PersonalDataKind,
    number
  >;
}

/** True when nothing at all is held about the address. */
export function isEmpty(data: PersonalData): boolean {
  return Object.values(countsOf(data)).every((count) => count === 0);
}

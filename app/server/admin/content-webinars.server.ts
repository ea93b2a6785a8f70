/**
 * The webinar programme in the back office (decision 082): each session's shared fields through the content kit,
 * latest first, and its title, description and presenter's role one language at a time (`content_versions`, kind
 * `webinar`). Every save shows on /webinars at once; the mails a session sends read what is saved when they go.
 */
import { asc, desc } from "drizzle-orm";
import type { WebinarInput } from "#app/domain/admin/content-forms.ts";
import { sydneyDateOf, sydneyInstant, sydneyTimeOf } from "#app/domain/demo-scheduler/demo-slots.ts";
import { WEBINAR_ID_PATTERN } from "#app/domain/webinars/webinars.ts";
import { contentKind } from "#app/server/admin/content-kit.server.ts";
import { type WebinarRow, webinars } from "#app/server/db/schema/index.ts";
import { isSampleWebinar } from "#app/server/db/seed/webinars.ts";
import { WEBINAR_KIND } from "#app/server/webinars/webinar-programme.server.ts";

/** A session as its form shows it: the start as Sydney's date and clock time. */
export type EditedWebinar = Omit<WebinarInput, "startDate" | "startTime"> & {
  startDate: string;
  startTime: string;
};

export const webinarContent = contentKind<WebinarRow, WebinarInput, WebinarRow, EditedWebinar>({
  entity: "webinar",
  table: webinars,
  order: [desc(webinars.startsAt), asc(webinars.id)],
  listPath: "/admin/webinars",
  isId: (id) => WEBINAR_ID_PATTERN.test(id),
  languageVersions: { kind: WEBINAR_KIND, entity: "webinar-text" },
  edited: (row) => ({
    id: row.id,
    startDate: sydneyDateOf(row.startsAt),
    startTime: sydneyTimeOf(row.startsAt),
    minutes: row.minutes,
    presenterName: row.presenterName,
    joiningUrl: row.joiningUrl,
    capacity: row.capacity,
    recordingUrl: row.recordingUrl,
  }),
  // The id is fixed once saved: registrations, recording requests and leads' sources name it.
  columns: ({ id, startDate, startTime, ...shared }, stored) => ({
    ...(!stored && { id }),
    startsAt: sydneyInstant(startDate, startTime),
    ...shared,
  }),
  isSample: (row) => isSampleWebinar(row.id),
});

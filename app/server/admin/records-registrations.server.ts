/**
 * `/admin/registrations`: webinar registrations, newest first, by webinar; titles and choices in the page's
 * language. Staff mark who attended, and download the registrations a filter finds as CSV.
 */
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { ANY_WEBINAR, choiceOf, formatRecordTime, type RegistrationRow } from "#app/domain/admin/records.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { type AuditActor, recordAudit } from "#app/server/admin/audit.server.ts";
import { csvDownloadResponse } from "#app/server/admin/csv-download.server.ts";
import { auditedTablePage, type ListRequest, listQuery } from "#app/server/admin/records.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { webinarRegistrations as registrations, webinars } from "#app/server/db/schema/index.ts";
import { webinarTitles } from "#app/server/webinars/webinar-programme.server.ts";

const newestFirst = [desc(registrations.createdAt), desc(registrations.id)];

/**
 * The programme's sessions, latest first, each with its title as staff read it in `lang`; a registration's session
 * that no longer exists (or has no text yet) is shown by its id.
 */
async function sessionTitles(lang: LanguageCode) {
  const db = getDb();
  const sessions = await db.select({ id: webinars.id }).from(webinars).orderBy(desc(webinars.startsAt));
  const ids = sessions.map((session) => session.id);
  const titles = await webinarTitles(db, ids, lang);
  return { ids, titleOf: (id: string) => titles.get(id) ?? id };
}

/** `?webinar=<id>|none`: the chosen webinar (null for all) and the rows it selects. */
function webinarFilter(
  query: URLSearchParams,
  ids: readonly string[],
): { webinar: string | null; where: SQL | undefined } {
  const webinar = choiceOf([...ids, ANY_WEBINAR], query.get("webinar"));
  const where =
    webinar === ANY_WEBINAR
      ? isNull(registrations.webinarId)
      : webinar
        ? eq(registrations.webinarId, webinar)
        : undefined;
  return { webinar, where };
}

/** `?webinar=<id>|none&page=`. */
export async function registrationsPage(list: ListRequest) {
  const { query, lang } = listQuery(list.request);
  const sessions = await sessionTitles(lang);
  const { webinar, where } = webinarFilter(query, sessions.ids);
  const page = await auditedTablePage(
    list,
    "registrations",
    { webinar },
    { table: registrations, where, order: newestFirst },
  );
  const t = serverT(lang, "webinars");
  const { titleOf } = sessions;
  const rows = page.rows.map(
    (row): RegistrationRow => ({
      id: row.id,
      name: row.name,
      email: row.email,
      company: row.company,
      webinar: row.webinarId && titleOf(row.webinarId),
      timePreference: t(`form.times.${row.timePreference}`),
      topics: row.interests.map((topic) => t(`form.topics.${topic}`, { defaultValue: topic })),
      message: row.message,
      language: row.language,
      attended: row.attended,
      createdAt: formatRecordTime(row.createdAt, lang),
    }),
  );
  const webinars = sessions.ids.map((id) => ({ value: id, label: titleOf(id) }));
  return { ...page, rows, webinar, webinars };
}

/** Records whether a registrant attended (audited with the change); false when the registration is gone. */
export async function markAttendance(actor: AuditActor, id: string, attended: boolean): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [marked] = await tx
      .update(registrations)
      .set({ attended })
      .where(eq(registrations.id, id))
      .returning({ id: registrations.id });
    if (!marked) return false;
    await recordAudit(
      actor,
      { action: "update", entity: "webinar-registration", entityId: id, detail: { attended } },
      tx,
    );
    return true;
  });
}

const EXPORT_BATCH = 500;

type Registration = typeof registrations.$inferSelect;

/**
 * The registrations of a filter, newest first, a batch at a time by keyset (created_at, id), as the leads export
 * reads (leadsForExport): the cursor's time is PostgreSQL's own text, as a JavaScript Date keeps only milliseconds.
 */
export async function* registrationsForExport(
  where: SQL | undefined,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<Registration> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${registrations.createdAt}, ${registrations.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const batch = await getDb()
      .select({ registration: registrations, cursorAt: sql<string>`${registrations.createdAt}::text` })
      .from(registrations)
      .where(and(where, cursor))
      .orderBy(...newestFirst)
      .limit(batchSize);
    for (const row of batch) yield row.registration;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    after = { at: last.cursorAt, id: last.registration.id };
  }
}

/** `/admin/registrations/export.csv?webinar=`: the registrations the list's filter finds, as a CSV download. */
export async function registrationsCsvResponse(actor: AuditActor & { id: string }, request: Request) {
  const { query, lang } = listQuery(request);
  const { ids, titleOf } = await sessionTitles(lang);
  const { webinar, where } = webinarFilter(query, ids);
  const t = serverT(lang, "admin-records");
  const topicOf = serverT(lang, "webinars");
  const attendance = (attended: boolean | null) =>
    attended === null ? "" : t(`registrations.attendance.${attended ? "attended" : "absent"}`);
  return csvDownloadResponse(actor, {
    name: "webinar-registrations",
    audit: async () => ({ webinar, rows: await getDb().$count(registrations, where) }),
    header: [
      t("registrations.registeredAt"),
      t("registrations.webinar"),
      t("registrations.name"),
      t("columns.email"),
      t("registrations.company"),
      t("registrations.timePreference"),
      t("registrations.topics"),
      t("registrations.message"),
      t("columns.language"),
      t("registrations.attendance.title"),
      "id",
    ],
    async *rows() {
      for await (const row of registrationsForExport(where)) {
        yield [
          row.createdAt,
          row.webinarId ? titleOf(row.webinarId) : t("registrations.anyWebinar"),
          row.name,
          row.email,
          row.company,
          topicOf(`form.times.${row.timePreference}`),
          row.interests.map((topic) => topicOf(`form.topics.${topic}`, { defaultValue: topic })).join("; "),
          row.message,
          row.language,
          attendance(row.attended),
          row.id,
        ];
      }
    },
    rateLimited: t("registrations.exportRateLimited"),
  });
}

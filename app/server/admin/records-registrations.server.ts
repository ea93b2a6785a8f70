/**
 * `/admin/registrations`: webinar registrations, newest first, by webinar; titles and choices in the page's
 * language. Staff mark who attended, and download the registrations a filter finds as CSV.
 */
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { WEBINARS, webinarById } from "#app/content/webinars.ts";
import { ANY_WEBINAR, choiceOf, formatRecordTime, type RegistrationRow } from "#app/domain/admin/records.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { type AuditActor, recordAudit } from "#app/server/admin/audit.server.ts";
import { csvDownloadResponse } from "#app/server/admin/csv-download.server.ts";
import { auditedTablePage, type ListRequest, listQuery } from "#app/server/admin/records.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { webinarRegistrations as registrations } from "#app/server/db/schema/index.ts";

const WEBINAR_CHOICES = [...WEBINARS.map((webinar) => webinar.id), ANY_WEBINAR];
const newestFirst = [desc(registrations.createdAt), desc(registrations.id)];

/** `?webinar=<catalogue id>|none`: the chosen webinar (null for all) and the rows it selects. */
function webinarFilter(query: URLSearchParams): { webinar: string | null; where: SQL | undefined } {
  const webinar = choiceOf(WEBINAR_CHOICES, query.get("webinar"));
  const where =
    webinar === ANY_WEBINAR
      ? isNull(registrations.webinarId)
      : webinar
        ? eq(registrations.webinarId, webinar)
        : undefined;
  return { webinar, where };
}

/** A catalogue webinar's title in `lang`; an id the catalogue no longer has is shown as stored. */
function webinarTitles(lang: LanguageCode) {
  const t = serverT(lang, "webinars");
  return (id: string) => {
    const known = webinarById(id);
    return known ? t(`catalogue.${known.id}.title`) : id;
  };
}

/** `?webinar=<catalogue id>|none&page=`. */
export async function registrationsPage(list: ListRequest) {
  const { query, lang } = listQuery(list.request);
  const { webinar, where } = webinarFilter(query);
  const page = await auditedTablePage(
    list,
    "registrations",
    { webinar },
    { table: registrations, where, order: newestFirst },
  );
  const t = serverT(lang, "webinars");
  const titleOf = webinarTitles(lang);
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
  const webinars = WEBINARS.map((item) => ({ value: item.id, label: titleOf(item.id) }));
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
export function registrationsCsvResponse(actor: AuditActor & { id: string }, request: Request) {
  const { query, lang } = listQuery(request);
  const { webinar, where } = webinarFilter(query);
  const t = serverT(lang, "admin-records");
  const topicOf = serverT(lang, "webinars");
  const titleOf = webinarTitles(lang);
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

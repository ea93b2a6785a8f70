/** `/admin/registrations`: webinar registrations, newest first, by webinar; titles and choices in the page's language. */
import { desc, eq, isNull } from "drizzle-orm";
import { WEBINARS, webinarById } from "#app/content/webinars.ts";
import { ANY_WEBINAR, choiceOf, formatRecordTime, type RegistrationRow } from "#app/domain/admin/records.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { auditedTablePage, type ListRequest, listQuery } from "#app/server/admin/records.server.ts";
import { webinarRegistrations as registrations } from "#app/server/db/schema/index.ts";

const WEBINAR_CHOICES = [...WEBINARS.map((webinar) => webinar.id), ANY_WEBINAR];

/** `?webinar=<catalogue id>|none&page=`. */
export async function registrationsPage(list: ListRequest) {
  const { query, lang } = listQuery(list.request);
  const webinar = choiceOf(WEBINAR_CHOICES, query.get("webinar"));
  const page = await auditedTablePage(
    list,
    "registrations",
    { webinar },
    {
      table: registrations,
      where:
        webinar === ANY_WEBINAR
          ? isNull(registrations.webinarId)
          : webinar
            ? eq(registrations.webinarId, webinar)
            : undefined,
      order: [desc(registrations.createdAt), desc(registrations.id)],
    },
  );
  const t = serverT(lang, "webinars");
  const titleOf = (id: string) => {
    const known = webinarById(id);
    // An id the catalogue no longer has is shown as stored.
    return known ? t(`catalogue.${known.id}.title`) : id;
  };
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
      createdAt: formatRecordTime(row.createdAt, lang),
    }),
  );
  const webinars = WEBINARS.map((item) => ({ value: item.id, label: titleOf(item.id) }));
  return { ...page, rows, webinar, webinars };
}

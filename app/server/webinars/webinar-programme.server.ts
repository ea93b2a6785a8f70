/**
 * The webinar programme as staff keep it (decision 082): the `webinars` rows and each session's language versions
 * (kind `webinar`: title, description, presenter's role). A session is on the site in a language when that
 * language's version, or the English one, is published (`versionToShow`).
 */
import { count, eq, inArray } from "drizzle-orm";
import { versionToShow } from "#app/domain/content/language-versions.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { isFull, type Scheduled } from "#app/domain/webinars/webinars.ts";
import {
  type StoredVersion,
  staffTitles,
  storedVersions,
} from "#app/server/content/language-versions.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { webinarRegistrations, webinars } from "#app/server/db/schema/index.ts";

export const WEBINAR_KIND = "webinar";

/** What a session says in one language. */
export type WebinarText = { title: string; description: string; presenterRole: string };

export type Webinar = Scheduled & {
  presenterName: string;
  joiningUrl: string | null;
  capacity: number | null;
  recordingUrl: string | null;
  versions: StoredVersion[];
};

const textOf = (fields: Record<string, unknown>): WebinarText => ({
  title: String(fields.title ?? ""),
  description: String(fields.description ?? ""),
  presenterRole: String(fields.presenterRole ?? ""),
});

/** The session's texts a visitor of `lang` reads, and their language; null where it is not published. */
export function webinarText(
  webinar: Webinar,
  lang: LanguageCode,
): { text: WebinarText; lang: LanguageCode } | null {
  const shown = versionToShow(webinar.versions, lang);
  return shown && { text: textOf(shown.version.fields), lang: shown.version.lang };
}

/** The sessions a visitor of `lang` can read about. */
export const publishedIn = (programme: readonly Webinar[], lang: LanguageCode) =>
  programme.filter((webinar) => webinarText(webinar, lang) !== null);

function withVersions(
  rows: (typeof webinars.$inferSelect)[],
  versions: Map<string, StoredVersion[]>,
): Webinar[] {
  return rows.map((row) => ({
    id: row.id,
    start: row.startsAt,
    minutes: row.minutes,
    presenterName: row.presenterName,
    joiningUrl: row.joiningUrl,
    capacity: row.capacity,
    recordingUrl: row.recordingUrl,
    versions: versions.get(row.id) ?? [],
  }));
}

/** Every session, with its language versions. */
export async function loadProgramme(db: Executor): Promise<Webinar[]> {
  const [rows, versions] = await Promise.all([db.select().from(webinars), storedVersions(db, WEBINAR_KIND)]);
  return withVersions(rows, versions);
}

/** One session with its language versions, or null. */
export async function findWebinar(db: Executor, id: string): Promise<Webinar | null> {
  const rows = await db.select().from(webinars).where(eq(webinars.id, id)).limit(1);
  if (rows.length === 0) return null;
  return withVersions(rows, await storedVersions(db, WEBINAR_KIND, [id]))[0] ?? null;
}

/** How many have registered for each of the sessions named. */
export async function registrationCounts(db: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: webinarRegistrations.webinarId, registered: count() })
    .from(webinarRegistrations)
    .where(inArray(webinarRegistrations.webinarId, [...ids]))
    .groupBy(webinarRegistrations.webinarId);
  return new Map(rows.map((row) => [row.id ?? "", row.registered]));
}

/** The sessions of `programme` that have reached their capacity. */
export async function fullSessions(db: Executor, programme: readonly Webinar[]): Promise<Set<string>> {
  const limited = programme.filter((webinar) => webinar.capacity !== null);
  const counts = await registrationCounts(
    db,
    limited.map((webinar) => webinar.id),
  );
  return new Set(
    limited
      .filter((webinar) => isFull(webinar.capacity, counts.get(webinar.id) ?? 0))
      .map((webinar) => webinar.id),
  );
}

/**
 * The sessions' titles as staff read them in `lang`: that language's version, else the English one, else any,
 * drafts included (a session staff are still writing has a name in the back office).
 */
export const webinarTitles = (db: Executor, ids: readonly string[], lang: LanguageCode) =>
  staffTitles(db, { kind: WEBINAR_KIND, field: "title" }, ids, lang);

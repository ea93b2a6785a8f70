/**
 * The language versions of every kind of content staff write in five languages (decision 081), as stored in
 * `content_versions`: read by kind, saved one language at a time (audited, every page cache dropped), deleted with
 * their item. What a visitor reads of them is `versionToShow` (domain/content/language-versions.ts).
 */
import { and, eq, inArray } from "drizzle-orm";
import { changedFields } from "#app/domain/admin/content-fields.ts";
import type { VersionStatus } from "#app/domain/content/language-versions.ts";
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from "#app/domain/languages.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import type { Executor } from "#app/server/db/client.server.ts";
import { contentVersions } from "#app/server/db/schema/index.ts";

/** One stored language version: its status and the fields its kind's form accepted. */
export type StoredVersion = { lang: LanguageCode; status: VersionStatus; fields: Record<string, unknown> };

/** Every stored version of the items of `kind` (of the ids given, else all), by item id. */
export async function storedVersions(
  db: Executor,
  kind: string,
  itemIds?: readonly string[],
): Promise<Map<string, StoredVersion[]>> {
  if (itemIds?.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.kind, kind),
        itemIds ? inArray(contentVersions.itemId, [...itemIds]) : undefined,
      ),
    );
  const byItem = new Map<string, StoredVersion[]>();
  for (const row of rows) {
    if (!isLanguageCode(row.lang)) continue;
    const versions = byItem.get(row.itemId) ?? [];
    versions.push({ lang: row.lang, status: row.status, fields: row.fields });
    byItem.set(row.itemId, versions);
  }
  return byItem;
}

/**
 * The items' names as staff read them in `lang` (a field of their versions: `title`, `subject`): that language's
 * version, else the English one, else any, drafts included (an item staff are still writing has a name in the
 * back office).
 */
export async function staffTitles(
  db: Executor,
  { kind, field }: { kind: string; field: string },
  ids: readonly string[],
  lang: LanguageCode,
): Promise<Map<string, string>> {
  const versions = await storedVersions(db, kind, ids);
  const titles = new Map<string, string>();
  for (const [id, stored] of versions) {
    const chosen =
      stored.find((version) => version.lang === lang) ??
      stored.find((version) => version.lang === DEFAULT_LANGUAGE) ??
      stored[0];
    if (chosen) titles.set(id, String(chosen.fields[field] ?? ""));
  }
  return titles;
}

/** What one save of a language version names: the kind and its audit entity, the item, the language, the version. */
export type VersionSave = {
  kind: string;
  /** The audit log's name for one version: `legal-text`, `webinar-text` (its id: `privacy/ar`). */
  entity: string;
  itemId: string;
  lang: LanguageCode;
  status: VersionStatus;
  fields: Record<string, unknown>;
  /** Whether the item still exists, checked in the save's transaction (a version of a deleted item is `notFound`). */
  itemExists?: (tx: Executor) => Promise<boolean>;
};

/**
 * Stores one language's version of an item (created or replaced) with its audit entry (the fields changed;
 * nothing when nothing changed), and drops every page cache once committed.
 */
export function saveLanguageVersion(actor: AuditActor, save: VersionSave): Promise<WriteOutcome> {
  const { kind, itemId, lang, status, fields } = save;
  return writeContent(actor, async (tx) => {
    if (save.itemExists && !(await save.itemExists(tx))) return "notFound";
    const key = and(
      eq(contentVersions.kind, kind),
      eq(contentVersions.itemId, itemId),
      eq(contentVersions.lang, lang),
    );
    const [stored] = await tx.select().from(contentVersions).where(key).for("update");
    const changed = changedFields(stored ? { status: stored.status, ...stored.fields } : null, {
      status,
      ...fields,
    });
    if (stored && changed.length === 0) return "unchanged";
    await tx
      .insert(contentVersions)
      .values({ kind, itemId, lang, status, fields })
      .onConflictDoUpdate({
        target: [contentVersions.kind, contentVersions.itemId, contentVersions.lang],
        set: { status, fields, updatedAt: new Date() },
      });
    return {
      action: stored ? "update" : "create",
      entity: save.entity,
      entityId: `${itemId}/${lang}`,
      detail: { fields: changed },
    };
  });
}

/** Deletes every language version of the items named, in the caller's transaction (the items' own delete). */
export async function deleteVersions(tx: Executor, kind: string, itemIds: readonly string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .delete(contentVersions)
    .where(and(eq(contentVersions.kind, kind), inArray(contentVersions.itemId, [...itemIds])));
}

/**
 * Blog posts in the back office (`resources` of type `blog`): the list, one post, and its create, update and
 * delete, each audited in its transaction and shown on the public blog at once (content.server.ts).
 */
import { and, desc, eq } from "drizzle-orm";
import { changedFields, type EditedPost, type PostStatus } from "#app/domain/admin/content-fields.ts";
import { type PostInput, postSlug } from "#app/domain/admin/content-forms.ts";
import { offsetOf, PAGE_SIZE } from "#app/domain/admin/paging.ts";
import { sydneyDateOf, sydneyInstant } from "#app/domain/demo-scheduler/demo-slots.ts";
import type { AuditActor } from "#app/server/admin/audit.server.ts";
import { type WriteOutcome, writeContent } from "#app/server/admin/content.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { resources } from "#app/server/db/schema/index.ts";

const ENTITY = "resource";
const isBlog = eq(resources.type, "blog");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One page of posts, newest publication first, of one status or all. */
export async function postsPage(status: PostStatus | null, page: number) {
  const where = status ? and(isBlog, eq(resources.status, status)) : isBlog;
  const db = getDb();
  const [total, rows] = await Promise.all([
    db.$count(resources, where),
    db
      .select({
        id: resources.id,
        title: resources.title,
        slug: resources.slug,
        status: resources.status,
        isPremium: resources.isPremium,
        publishedAt: resources.publishedAt,
        tags: resources.tags,
      })
      .from(resources)
      .where(where)
      .orderBy(desc(resources.publishedAt), resources.slug)
      .limit(PAGE_SIZE)
      .offset(offsetOf(page)),
  ]);
  return { total, rows };
}

/** The blog post with this id; null for none (or an id that is not a UUID). */
export async function findPost(id: string): Promise<EditedPost | null> {
  if (!UUID.test(id)) return null;
  const [row] = await getDb()
    .select()
    .from(resources)
    .where(and(isBlog, eq(resources.id, id)))
    .limit(1);
  if (!row) return null;
  const { title, slug, description, content, author, tags, isPremium, status } = row;
  return {
    id: row.id,
    ...{ title, slug, description, content, author, tags, isPremium, status },
    publishedOn: sydneyDateOf(row.publishedAt),
  };
}

/** The columns a form's values set. A date left as it was keeps the stored time of day. */
function columnsOf(input: PostInput, stored?: Date) {
  const { title, description, content, author, tags, isPremium, status, publishedOn } = input;
  const publishedAt =
    stored && sydneyDateOf(stored) === publishedOn ? stored : sydneyInstant(publishedOn, "09:00");
  return { title, slug: postSlug(input), description, content, author, tags, isPremium, status, publishedAt };
}

/** Stores a new blog post; `id` is set once it is stored. */
export async function createPost(
  actor: AuditActor,
  input: PostInput,
): Promise<{ outcome: WriteOutcome; id?: string }> {
  let id: string | undefined;
  const outcome = await writeContent(actor, async (tx) => {
    const values = columnsOf(input);
    const [row] = await tx
      .insert(resources)
      .values({ ...values, type: "blog" })
      .returning({ id: resources.id });
    id = row!.id;
    return {
      action: "create",
      entity: ENTITY,
      entityId: id,
      detail: { fields: changedFields(null, values) },
    };
  });
  return { outcome, id };
}

export async function updatePost(actor: AuditActor, id: string, input: PostInput): Promise<WriteOutcome> {
  if (!UUID.test(id)) return "notFound";
  return writeContent(actor, async (tx) => {
    const where = and(isBlog, eq(resources.id, id));
    const [stored] = await tx.select().from(resources).where(where).for("update");
    if (!stored) return "notFound";
    const values = columnsOf(input, stored.publishedAt);
    const fields = changedFields(stored, values);
    if (fields.length === 0) return "unchanged";
    await tx
      .update(resources)
      .set({ ...values, updatedAt: new Date() })
      .where(where);
    return { action: "update", entity: ENTITY, entityId: id, detail: { fields } };
  });
}

export async function deletePost(actor: AuditActor, id: string): Promise<WriteOutcome> {
  if (!UUID.test(id)) return "notFound";
  return writeContent(actor, async (tx) => {
    const [deleted] = await tx
      .delete(resources)
      .where(and(isBlog, eq(resources.id, id)))
      .returning({ slug: resources.slug });
    if (!deleted) return "notFound";
    return { action: "delete", entity: ENTITY, entityId: id, detail: { slug: deleted.slug } };
  });
}

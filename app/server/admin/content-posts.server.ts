/**
 * Blog posts in the back office (content-kit.server.ts): `resources` of type `blog`, newest publication first, of
 * one status or all; ids are the database's UUIDs and slugs are unique; each post's translations one language at a
 * time (`content_versions`, kind `post`). Shown on the public blog at once.
 */
import { asc, desc, eq } from "drizzle-orm";
import { type EditedPost, POST_STATUSES } from "#app/domain/admin/content-fields.ts";
import { type PostInput, postSlug } from "#app/domain/admin/content-forms.ts";
import { sydneyDateOf, sydneyInstant } from "#app/domain/demo-scheduler/demo-slots.ts";
import { contentKind } from "#app/server/admin/content-kit.server.ts";
import { POST_KIND } from "#app/server/blog/blog.server.ts";
import { resources } from "#app/server/db/schema/index.ts";
import { isSampleBlogPost } from "#app/server/db/seed/blog-posts.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Resource = typeof resources.$inferSelect;

const LIST_COLUMNS = {
  id: resources.id,
  title: resources.title,
  slug: resources.slug,
  status: resources.status,
  isPremium: resources.isPremium,
  publishedAt: resources.publishedAt,
  tags: resources.tags,
};

type PostListRow = Pick<Resource, keyof typeof LIST_COLUMNS>;

export const postContent = contentKind<Resource, PostInput, PostListRow, EditedPost>({
  entity: "resource",
  table: resources,
  order: [desc(resources.publishedAt), asc(resources.slug)],
  listPath: "/admin/posts",
  scope: { where: eq(resources.type, "blog"), columns: { type: "blog" } },
  isId: (id) => UUID.test(id),
  unique: { field: "slug", message: "slugTaken" },
  filter: { param: "status", column: resources.status, values: POST_STATUSES },
  listColumns: LIST_COLUMNS,
  // The post's own row is its English text; these are its translations (issue 30 item 1).
  languageVersions: { kind: POST_KIND, entity: "post-text" },
  isSample: (row) => isSampleBlogPost(row.slug),
  edited: (row) => {
    const { id, title, slug, description, content, author, tags, isPremium, status, imageId } = row;
    return {
      id,
      title,
      slug,
      description,
      content,
      author,
      tags,
      isPremium,
      status,
      publishedOn: sydneyDateOf(row.publishedAt),
      imageId,
    };
  },
  // A date left as it was keeps the stored time of day.
  columns: (input, stored) => {
    const { title, description, content, author, tags, isPremium, status, publishedOn, imageId } = input;
    const publishedAt =
      stored && sydneyDateOf(stored.publishedAt) === publishedOn
        ? stored.publishedAt
        : sydneyInstant(publishedOn, "09:00");
    return {
      title,
      slug: postSlug(input),
      description,
      content,
      author,
      tags,
      isPremium,
      status,
      publishedAt,
      imageId,
    };
  },
  deletedDetail: (row) => ({ slug: row.slug }),
});

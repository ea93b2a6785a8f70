import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { PostEditor } from "#app/components/admin/content/post-editor.tsx";
import { postFormSchema } from "#app/domain/admin/content-forms.ts";
import { sydneyDateOf } from "#app/domain/demo-scheduler/demo-slots.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { previewAnswer, takenAnswer } from "#app/server/admin/content.server.ts";
import { createPost, deletePost, findPost, updatePost } from "#app/server/admin/content-posts.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import { formHeaders, receiveForm, STAFF_ARTICLE_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/post";

export const handle = i18nHandle("admin-content");

/**
 * `/admin/posts/new` and `/admin/posts/:id`: a blog post's editor, its Markdown previewed beside it as the blog
 * renders it; `?confirm=delete` asks before deleting. An unknown id is the 404 screen.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const post = params.id ? await findPost(params.id) : null;
  if (params.id && !post) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  return {
    post,
    preview: renderMarkdown(post?.content ?? ""),
    today: sydneyDateOf(new Date()),
    confirmDelete: post !== null && query.get("confirm") === "delete",
    saved: query.has("saved"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, postFormSchema, STAFF_ARTICLE_FORM);
  if (!form.valid) return form.answer;
  const actor = auditActor(admin, context);
  const { value } = form;
  if (value.intent === "preview") return previewAnswer(form.payload, renderMarkdown(value.content));
  if (value.intent === "delete") {
    if (!params.id || (await deletePost(actor, params.id)) === "notFound") return form.fail("notFound", 404);
    return form.redirect("/admin/posts", { query: { deleted: "1" } });
  }
  const { intent: _, ...input } = value;
  const saved = params.id
    ? { outcome: await updatePost(actor, params.id, input), id: params.id }
    : await createPost(actor, input);
  if (saved.outcome === "taken") return takenAnswer(form.payload, "slug", "slugTaken");
  if (saved.outcome === "notFound") return form.fail("notFound", 404);
  return form.redirect(`/admin/posts/${saved.id}`, { query: { saved: "1" } });
}

export const headers = formHeaders;

export default function Post({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { post, confirmDelete } = loaderData;
  return (
    <AdminPage title={post ? t("post.editTitle", { title: post.title }) : t("post.newTitle")}>
      {confirmDelete ? (
        <DeleteConfirm question={t("post.confirmDelete")} />
      ) : (
        // A new form for each post: the form keeps its state while its page stays (after a save).
        <PostEditor key={post?.id ?? "new"} {...loaderData} answer={actionData} />
      )}
    </AdminPage>
  );
}

import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { LanguageVersionLinks } from "#app/components/admin/content/language-status-link.tsx";
import { PostEditor } from "#app/components/admin/content/post-editor.tsx";
import { postFormSchema } from "#app/domain/admin/content-forms.ts";
import { translationStatuses } from "#app/domain/content/language-versions.ts";
import { sydneyDateOf } from "#app/domain/demo-scheduler/demo-slots.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { previewAnswer } from "#app/server/admin/content.server.ts";
import { contentEditAction, contentEditLoader } from "#app/server/admin/content-kit.server.ts";
import { postContent } from "#app/server/admin/content-posts.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import { formHeaders, STAFF_ARTICLE_FORM } from "#app/server/form/receive-form.server.ts";
import { mediaChoices } from "#app/server/media/media-library.server.ts";
import type { Route } from "./+types/post";

export const handle = i18nHandle("admin-content", "admin-media");

/**
 * `/admin/posts/new` and `/admin/posts/:id`: a blog post's editor, its Markdown previewed beside it as the blog
 * renders it; `?confirm=delete` asks before deleting. An unknown id is the 404 screen.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = await contentEditLoader(postContent, args);
  return {
    ...page,
    preview: renderMarkdown(page.record?.content ?? ""),
    today: sydneyDateOf(new Date()),
    images: await mediaChoices(),
  };
}

/** Save and delete as every content kind does; Preview renders the Markdown without saving. */
export function action(args: Route.ActionArgs) {
  return contentEditAction(postContent, postFormSchema, args, {
    options: STAFF_ARTICLE_FORM,
    otherIntent: (value, payload) => previewAnswer(payload, renderMarkdown(value.content)),
  });
}

export const headers = formHeaders;

export default function Post({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { record, confirmDelete, languages, ...editor } = loaderData;
  return (
    <AdminPage title={record ? t("post.editTitle", { title: record.title }) : t("post.newTitle")}>
      {confirmDelete ? (
        <DeleteConfirm question={t("post.confirmDelete")} />
      ) : (
        <>
          {record && languages && (
            <LanguageVersionLinks
              path={`/admin/posts/${record.id}`}
              name={record.title}
              languages={translationStatuses(languages)}
              lead={t("post.translationsLead")}
            />
          )}
          {/* A new form for each post: the form keeps its state while its page stays (after a save). */}
          <PostEditor key={record?.id ?? "new"} post={record} {...editor} answer={actionData} />
        </>
      )}
    </AdminPage>
  );
}

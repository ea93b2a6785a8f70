import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { MarkdownVersionEditor } from "#app/components/admin/content/markdown-version-editor.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { postVersionFormSchema } from "#app/domain/admin/content-forms.ts";
import { DEFAULT_LANGUAGE, languageOf } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { previewAnswer } from "#app/server/admin/content.server.ts";
import { postContent } from "#app/server/admin/content-posts.server.ts";
import { versionEditAction, versionEditLoader } from "#app/server/admin/content-version-kit.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import { formHeaders, STAFF_ARTICLE_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/post-text";

export const handle = i18nHandle("admin-content");

/** English is the post itself (its editor): only the other four languages are translations. */
function translationOnly(version: string | undefined) {
  if (version === DEFAULT_LANGUAGE) throw data(null, { status: 404 });
}

/** `/admin/posts/:id/:version` (`…/ko`): one language's title, description and body of a post, previewed. */
export async function loader(args: Route.LoaderArgs) {
  translationOnly(args.params.version);
  const edit = await versionEditLoader(postContent, ["title", "description", "content"], args);
  return { ...edit, preview: renderMarkdown(edit.text?.content ?? "", { lang: edit.lang }) };
}

/** Save (stored, audited; published: the blog shows it in that language at once) or Preview (nothing saved). */
export function action(args: Route.ActionArgs) {
  translationOnly(args.params.version);
  return versionEditAction(postContent, postVersionFormSchema, args, {
    options: STAFF_ARTICLE_FORM,
    otherIntent: (value, { payload, lang }) =>
      previewAnswer(payload, renderMarkdown(value.content, { lang })),
  });
}

export const headers = formHeaders;

export default function PostText({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { id, lang, text, preview, saved } = loaderData;
  return (
    <AdminPage
      title={t("post.textTitle", { language: languageOf(lang).nativeName })}
      lead={
        <LocalizedLink to={`/admin/posts/${id}`} className="font-medium text-brand-700 underline">
          {t("post.backToPost")}
        </LocalizedLink>
      }
    >
      <MarkdownVersionEditor
        key={`${id}/${lang}`}
        lang={lang}
        fields={[
          { name: "title", label: t("fields.title") },
          { name: "description", label: t("fields.description"), rows: 3 },
        ]}
        text={text}
        preview={preview}
        previewEmpty={t("post.previewEmpty")}
        saved={saved}
        answer={actionData}
      />
    </AdminPage>
  );
}

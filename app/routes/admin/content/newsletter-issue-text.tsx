import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { MarkdownVersionEditor } from "#app/components/admin/content/markdown-version-editor.tsx";
import { TestMailButton } from "#app/components/admin/content/newsletter-send.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { newsletterIssueVersionFormSchema } from "#app/domain/admin/content-forms.ts";
import { languageOf } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { previewAnswer } from "#app/server/admin/content.server.ts";
import { newsletterIssueContent } from "#app/server/admin/content-newsletter.server.ts";
import { versionEditAction, versionEditLoader } from "#app/server/admin/content-version-kit.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import { formHeaders, STAFF_ARTICLE_FORM, withData } from "#app/server/form/receive-form.server.ts";
import { sendTestIssue } from "#app/server/newsletter/newsletter-issues.server.ts";
import type { Route } from "./+types/newsletter-issue-text";

export const handle = i18nHandle("admin-content");

/** `/admin/newsletter/:id/:version` (`december-briefing/ko`): one language's subject and body, previewed. */
export async function loader(args: Route.LoaderArgs) {
  const edit = await versionEditLoader(newsletterIssueContent, ["subject", "content"], args);
  return { ...edit, preview: renderMarkdown(edit.text?.content ?? "", { lang: edit.lang }) };
}

/**
 * Save (stored, audited; a published version is what that language's subscribers are sent), Preview (the Markdown
 * rendered, nothing saved) or Test (what the form holds mailed to the staff member, nothing saved).
 */
export function action(args: Route.ActionArgs) {
  return versionEditAction(newsletterIssueContent, newsletterIssueVersionFormSchema, args, {
    options: STAFF_ARTICLE_FORM,
    async otherIntent(value, { payload, admin, lang }) {
      const preview = previewAnswer(payload, renderMarkdown(value.content, { lang }));
      if (value.intent === "preview") return preview;
      await sendTestIssue(admin.email, { id: args.params.id, text: { ...value, lang } });
      return withData(preview, { testSentTo: admin.email });
    },
  });
}

export const headers = formHeaders;

export default function NewsletterIssueText({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { id, lang, text, preview, saved } = loaderData;
  const testSentTo = (actionData as { testSentTo?: string } | undefined)?.testSentTo;
  return (
    <AdminPage
      title={t("newsletter.textTitle", { id, language: languageOf(lang).nativeName })}
      lead={
        <LocalizedLink to={`/admin/newsletter/${id}`} className="font-medium text-brand-700 underline">
          {t("newsletter.backToIssue")}
        </LocalizedLink>
      }
    >
      <MarkdownVersionEditor
        key={`${id}/${lang}`}
        lang={lang}
        fields={[{ name: "subject", label: t("fields.subject") }]}
        text={text}
        preview={preview}
        previewEmpty={t("newsletter.previewEmpty")}
        saved={saved}
        notice={testSentTo && t("newsletter.testSent", { email: testSentTo })}
        actions={<TestMailButton />}
        answer={actionData}
      />
    </AdminPage>
  );
}

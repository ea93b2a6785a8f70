import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { LegalVersionEditor } from "#app/components/admin/content/legal-version-editor.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { legalVersionFormSchema } from "#app/domain/admin/content-forms.ts";
import { sydneyDateOf } from "#app/domain/demo-scheduler/demo-slots.ts";
import { isLanguageCode, languageOf, localHref } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { previewAnswer } from "#app/server/admin/content.server.ts";
import { isLegalTextName, legalVersions, saveLegalVersion } from "#app/server/content/legal-texts.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import { formHeaders, receiveForm, STAFF_ARTICLE_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/legal-text";

export const handle = i18nHandle("admin-content");

/** The legal text and language the address names; the 404 screen for any other. */
function legalVersionOf(params: Route.LoaderArgs["params"]) {
  const { name, version } = params;
  if (!isLegalTextName(name) || !isLanguageCode(version)) throw data(null, { status: 404 });
  return { name, lang: version };
}

/** The public page each legal text is shown on. */
const PUBLIC_PATHS = { privacy: "/privacy-policy", terms: "/terms", cookies: "/cookies" } as const;

/**
 * `/admin/legal/:name/:version` (`privacy/ar`): one language's version of a legal text, empty when it is missing,
 * its Markdown previewed beside it as the page renders it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const { name, lang } = legalVersionOf(params);
  const found = (await legalVersions(name)).find((version) => version.lang === lang);
  const version = found && {
    status: found.status,
    content: found.content,
    lastUpdated: found.lastUpdated,
    builtIn: found.builtIn,
  };
  return {
    name,
    lang,
    version: version ?? null,
    preview: renderMarkdown(version?.content ?? ""),
    today: sydneyDateOf(new Date()),
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** Save (stored, audited, shown on the site at once) or Preview (the Markdown rendered, nothing saved). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, legalVersionFormSchema, STAFF_ARTICLE_FORM);
  if (!form.valid) return form.answer;
  const { name, version: lang } = params;
  if (!isLegalTextName(name) || !isLanguageCode(lang)) return form.fail("notFound", 404);
  const { value } = form;
  if (value.intent === "preview") return previewAnswer(form.payload, renderMarkdown(value.content));
  await saveLegalVersion(auditActor(admin, context), name, lang, value);
  return form.redirect(`/admin/legal/${name}/${lang}`, { query: { saved: "1" } });
}

export const headers = formHeaders;

export default function LegalText({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { name, lang, version, ...editor } = loaderData;
  const page = t(`legal.names.${name}`);
  return (
    <AdminPage
      title={t("legal.editTitle", { page, language: languageOf(lang).nativeName })}
      lead={
        <LocalizedLink to="/admin/legal" className="font-medium text-brand-700 underline">
          {t("legal.backToList")}
        </LocalizedLink>
      }
      actions={
        version?.status === "published" && (
          <a href={localHref(lang, PUBLIC_PATHS[name])} className="font-medium text-brand-700 underline">
            {t("legal.viewPage")}
          </a>
        )
      }
    >
      <LegalVersionEditor
        key={`${name}/${lang}`}
        lang={lang}
        version={version}
        {...editor}
        answer={actionData}
      />
    </AdminPage>
  );
}

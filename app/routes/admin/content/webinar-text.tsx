import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { WebinarTextEditor } from "#app/components/admin/content/webinar-text-editor.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { webinarVersionFormSchema } from "#app/domain/admin/content-forms.ts";
import { isLanguageCode, languageOf } from "#app/domain/languages.ts";
import { WEBINAR_ID_PATTERN } from "#app/domain/webinars/webinars.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { saveWebinarVersion } from "#app/server/admin/content-webinars.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import { findWebinar } from "#app/server/webinars/webinar-programme.server.ts";
import type { Route } from "./+types/webinar-text";

export const handle = i18nHandle("admin-content");

/** The session and language the address names, when both exist; the 404 screen for any other. */
async function webinarVersionOf(params: Route.LoaderArgs["params"]) {
  const { id, version } = params;
  const webinar = WEBINAR_ID_PATTERN.test(id) && isLanguageCode(version) && (await findWebinar(getDb(), id));
  if (!webinar || !isLanguageCode(version)) throw data(null, { status: 404 });
  return { webinar, lang: version };
}

/** `/admin/webinars/:id/:version` (`first_tender/ko`): one language's title, description and presenter's role. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const { webinar, lang } = await webinarVersionOf(params);
  const found = webinar.versions.find((version) => version.lang === lang);
  return {
    id: webinar.id,
    lang,
    text: found
      ? {
          title: String(found.fields.title ?? ""),
          description: String(found.fields.description ?? ""),
          presenterRole: String(found.fields.presenterRole ?? ""),
          status: found.status,
        }
      : null,
    saved: new URL(request.url).searchParams.has("saved"),
  };
}

/** Save: stored, audited, shown on /webinars in that language at once when published. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, webinarVersionFormSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const { id, version: lang } = params;
  if (!WEBINAR_ID_PATTERN.test(id) || !isLanguageCode(lang)) return form.fail("notFound", 404);
  const { intent: _, ...text } = form.value;
  const outcome = await saveWebinarVersion(auditActor(admin, context), id, lang, text);
  if (outcome === "notFound") return form.fail("notFound", 404);
  return form.redirect(`/admin/webinars/${id}/${lang}`, { query: { saved: "1" } });
}

export const headers = formHeaders;

export default function WebinarText({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { id, lang, text, saved } = loaderData;
  return (
    <AdminPage
      title={t("webinar.textTitle", { id, language: languageOf(lang).nativeName })}
      lead={
        <LocalizedLink to={`/admin/webinars/${id}`} className="font-medium text-brand-700 underline">
          {t("webinar.backToSession")}
        </LocalizedLink>
      }
    >
      <WebinarTextEditor key={`${id}/${lang}`} lang={lang} text={text} saved={saved} answer={actionData} />
    </AdminPage>
  );
}

import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { TextVersionEditor } from "#app/components/admin/content/text-version-editor.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { webinarVersionFormSchema } from "#app/domain/admin/content-forms.ts";
import { languageOf } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { versionEditAction, versionEditLoader } from "#app/server/admin/content-version-kit.server.ts";
import { webinarContent } from "#app/server/admin/content-webinars.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/webinar-text";

export const handle = i18nHandle("admin-content");

/** `/admin/webinars/:id/:version` (`first_tender/ko`): one language's title, description and presenter's role. */
export function loader(args: Route.LoaderArgs) {
  return versionEditLoader(webinarContent, ["title", "description", "presenterRole"], args);
}

/** Save: stored, audited, shown on /webinars in that language at once when published. */
export function action(args: Route.ActionArgs) {
  return versionEditAction(webinarContent, webinarVersionFormSchema, args);
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
      <TextVersionEditor
        key={`${id}/${lang}`}
        lang={lang}
        fields={[
          { name: "title", label: t("fields.title") },
          { name: "description", label: t("fields.description"), rows: 4 },
          { name: "presenterRole", label: t("fields.presenterRole") },
        ]}
        text={text}
        saved={saved}
        answer={actionData}
      />
    </AdminPage>
  );
}

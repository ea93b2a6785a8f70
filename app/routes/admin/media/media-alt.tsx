import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { TextVersionEditor } from "#app/components/admin/content/text-version-editor.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { mediaAltVersionFormSchema } from "#app/domain/admin/content-forms.ts";
import { languageOf } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { mediaContent } from "#app/server/admin/content-media.server.ts";
import { versionEditAction, versionEditLoader } from "#app/server/admin/content-version-kit.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/media-alt";

export const handle = i18nHandle("admin-content", "admin-media");

/** `/admin/media/:id/:version` (`…/ar`): an image's alt text in one language. */
export function loader(args: Route.LoaderArgs) {
  return versionEditLoader(mediaContent, ["alt"], args);
}

/** Save: stored, audited, and on every page that shows the image, in that language, at once when published. */
export function action(args: Route.ActionArgs) {
  return versionEditAction(mediaContent, mediaAltVersionFormSchema, args);
}

export const headers = formHeaders;

export default function MediaAlt({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-media");
  const { id, lang, text, saved } = loaderData;
  return (
    <AdminPage
      title={t("alt.title", { language: languageOf(lang).nativeName })}
      lead={
        <LocalizedLink to={`/admin/media/${id}`} className="font-medium text-brand-700 underline">
          {t("alt.back")}
        </LocalizedLink>
      }
    >
      <p className="text-sm text-slate-700">{t("alt.hint")}</p>
      <TextVersionEditor
        key={`${id}/${lang}`}
        lang={lang}
        fields={[{ name: "alt", label: t("alt.field") }]}
        text={text}
        saved={saved}
        answer={actionData}
      />
    </AdminPage>
  );
}

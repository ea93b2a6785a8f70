import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { TextVersionEditor } from "#app/components/admin/content/text-version-editor.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { teamMemberVersionFormSchema } from "#app/domain/admin/content-forms.ts";
import { languageOf } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { teamContent } from "#app/server/admin/content-team.server.ts";
import { versionEditAction, versionEditLoader } from "#app/server/admin/content-version-kit.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/team-member-text";

export const handle = i18nHandle("admin-content");

/** `/admin/team/:id/:version` (`sarah-mitchell/ar`): one language's role and biography. */
export function loader(args: Route.LoaderArgs) {
  return versionEditLoader(teamContent, ["role", "bio"], args);
}

/** Save: stored, audited, shown on /about in that language at once when published. */
export function action(args: Route.ActionArgs) {
  return versionEditAction(teamContent, teamMemberVersionFormSchema, args);
}

export const headers = formHeaders;

export default function TeamMemberText({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { id, lang, text, saved } = loaderData;
  return (
    <AdminPage
      title={t("teamMember.textTitle", { id, language: languageOf(lang).nativeName })}
      lead={
        <LocalizedLink to={`/admin/team/${id}`} className="font-medium text-brand-700 underline">
          {t("teamMember.back")}
        </LocalizedLink>
      }
    >
      <TextVersionEditor
        key={`${id}/${lang}`}
        lang={lang}
        fields={[
          { name: "role", label: t("fields.role") },
          { name: "bio", label: t("fields.bio"), rows: 5 },
        ]}
        text={text}
        saved={saved}
        answer={actionData}
      />
    </AdminPage>
  );
}

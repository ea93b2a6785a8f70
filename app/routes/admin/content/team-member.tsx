import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { LanguageVersionLinks } from "#app/components/admin/content/language-status-link.tsx";
import { TeamMemberForm } from "#app/components/admin/content/team-member-form.tsx";
import { teamMemberFormSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentEditAction, contentEditLoader } from "#app/server/admin/content-kit.server.ts";
import { nextTeamPosition, teamContent } from "#app/server/admin/content-team.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import { mediaChoices } from "#app/server/media/media-library.server.ts";
import type { Route } from "./+types/team-member";

export const handle = i18nHandle("admin-content", "admin-media");

/**
 * `/admin/team/new` and `/admin/team/:id`: a person's name and place and, once saved, the state of their texts in
 * each language, each a link to that language's editor; `?confirm=delete` asks before deleting.
 */
export async function loader(args: Route.LoaderArgs) {
  const edit = await contentEditLoader(teamContent, args);
  const [nextPosition, images] = await Promise.all([nextTeamPosition(), mediaChoices()]);
  return { ...edit, nextPosition, images };
}

export function action(args: Route.ActionArgs) {
  return contentEditAction(teamContent, teamMemberFormSchema, args);
}

export const headers = formHeaders;

export default function TeamMember({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { record, languages, confirmDelete, saved, nextPosition, images } = loaderData;
  return (
    <AdminPage title={record ? t("teamMember.editTitle", { name: record.name }) : t("teamMember.newTitle")}>
      {confirmDelete ? (
        <DeleteConfirm question={t("teamMember.confirmDelete")} />
      ) : (
        <>
          {record && languages && (
            <LanguageVersionLinks
              path={`/admin/team/${record.id}`}
              name={record.name}
              languages={languages}
            />
          )}
          <TeamMemberForm
            key={record?.id ?? "new"}
            member={record}
            nextPosition={nextPosition}
            images={images}
            saved={saved}
            answer={actionData}
          />
        </>
      )}
    </AdminPage>
  );
}

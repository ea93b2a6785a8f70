import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { OpportunityForm } from "#app/components/admin/content/opportunity-form.tsx";
import { opportunityFormSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentEditAction, contentEditLoader } from "#app/server/admin/content-kit.server.ts";
import { opportunityContent } from "#app/server/admin/content-opportunities.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/opportunity";

export const handle = i18nHandle("admin-content");

/** `/admin/opportunities/new` and `/admin/opportunities/:id`: a tender; `?confirm=delete` asks before deleting. */
export function loader(args: Route.LoaderArgs) {
  return contentEditLoader(opportunityContent, args);
}

export function action(args: Route.ActionArgs) {
  return contentEditAction(opportunityContent, opportunityFormSchema, args);
}

export const headers = formHeaders;

export default function Opportunity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { record, confirmDelete, saved } = loaderData;
  return (
    <AdminPage
      title={record ? t("opportunity.editTitle", { title: record.title }) : t("opportunity.newTitle")}
    >
      {confirmDelete ? (
        <DeleteConfirm question={t("opportunity.confirmDelete")} />
      ) : (
        <OpportunityForm key={record?.id ?? "new"} opportunity={record} saved={saved} answer={actionData} />
      )}
    </AdminPage>
  );
}

import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { LanguageVersionLinks } from "#app/components/admin/content/language-status-link.tsx";
import { WebinarForm } from "#app/components/admin/content/webinar-form.tsx";
import { webinarFormSchema } from "#app/domain/admin/content-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentEditAction, contentEditLoader } from "#app/server/admin/content-kit.server.ts";
import { webinarContent } from "#app/server/admin/content-webinars.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/webinar";

export const handle = i18nHandle("admin-content");

/**
 * `/admin/webinars/new` and `/admin/webinars/:id`: a session's shared fields and, once saved, the state of its
 * texts in each language, each a link to that language's editor; `?confirm=delete` asks before deleting.
 */
export function loader(args: Route.LoaderArgs) {
  return contentEditLoader(webinarContent, args);
}

export function action(args: Route.ActionArgs) {
  return contentEditAction(webinarContent, webinarFormSchema, args);
}

export const headers = formHeaders;

export default function Webinar({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { record, confirmDelete, saved, languages } = loaderData;
  return (
    <AdminPage title={record ? t("webinar.editTitle", { id: record.id }) : t("webinar.newTitle")}>
      {confirmDelete ? (
        <DeleteConfirm question={t("webinar.confirmDelete")} />
      ) : (
        <>
          {record && languages && (
            <LanguageVersionLinks
              path={`/admin/webinars/${record.id}`}
              name={record.id}
              languages={languages}
            />
          )}
          <WebinarForm key={record?.id ?? "new"} webinar={record} saved={saved} answer={actionData} />
        </>
      )}
    </AdminPage>
  );
}

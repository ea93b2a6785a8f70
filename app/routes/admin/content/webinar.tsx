import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { DeleteConfirm } from "#app/components/admin/content/content-form.tsx";
import { LanguageStatusLink } from "#app/components/admin/content/language-status-link.tsx";
import { WebinarForm } from "#app/components/admin/content/webinar-form.tsx";
import { webinarFormSchema } from "#app/domain/admin/content-forms.ts";
import { languageStatuses } from "#app/domain/content/language-versions.ts";
import { LANGUAGES } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { contentEditAction, contentEditLoader } from "#app/server/admin/content-kit.server.ts";
import { webinarContent } from "#app/server/admin/content-webinars.server.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import { findWebinar } from "#app/server/webinars/webinar-programme.server.ts";
import type { Route } from "./+types/webinar";

export const handle = i18nHandle("admin-content");

/**
 * `/admin/webinars/new` and `/admin/webinars/:id`: a session's shared fields and, once saved, the state of its
 * texts in each language, each a link to that language's editor; `?confirm=delete` asks before deleting.
 */
export async function loader(args: Route.LoaderArgs) {
  const edit = await contentEditLoader(webinarContent, args);
  const stored = edit.record && (await findWebinar(getDb(), edit.record.id));
  return { ...edit, languages: stored ? languageStatuses(stored.versions) : null };
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
            <section aria-labelledby="webinar-texts" className="mb-8">
              <h2 id="webinar-texts" className="text-lg font-semibold text-slate-900">
                {t("webinar.texts")}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{t("webinar.textsLead")}</p>
              <ul className="mt-3 flex flex-wrap gap-4">
                {LANGUAGES.map(({ code, nativeName }) => (
                  <li key={code} className="flex items-center gap-2 text-sm">
                    <span lang={code}>{nativeName}</span>
                    <LanguageStatusLink
                      to={`/admin/webinars/${record.id}/${code}`}
                      status={languages[code]}
                      label={t("webinars.editLanguage", {
                        title: record.id,
                        language: nativeName,
                        status: t(`statuses.${languages[code]}`),
                      })}
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <WebinarForm key={record?.id ?? "new"} webinar={record} saved={saved} answer={actionData} />
        </>
      )}
    </AdminPage>
  );
}

import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { LegalTextsTable } from "#app/components/admin/content/legal-texts-table.tsx";
import { languageStatuses } from "#app/domain/content/language-versions.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { LEGAL_TEXT_NAMES, legalVersions } from "#app/server/content/legal-texts.server.ts";
import type { Route } from "./+types/legal-texts";

export const handle = i18nHandle("admin-content");

/** `/admin/legal`: the three legal pages, with the state of each language (decision 081). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const rows = await Promise.all(
    LEGAL_TEXT_NAMES.map(async (name) => ({ name, statuses: languageStatuses(await legalVersions(name)) })),
  );
  return { rows };
}

export default function LegalTexts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  return (
    <AdminPage title={t("legal.title")} lead={t("legal.lead")}>
      <LegalTextsTable rows={loaderData.rows} />
    </AdminPage>
  );
}

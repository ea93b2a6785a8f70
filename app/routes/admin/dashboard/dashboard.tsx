import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Activity } from "#app/components/admin/dashboard/activity.tsx";
import { Funnel } from "#app/components/admin/dashboard/funnel.tsx";
import { OutboxHealth } from "#app/components/admin/dashboard/outbox-health.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { dashboardFigures } from "#app/server/admin/dashboard.server.ts";
import type { Route } from "./+types/dashboard";

export const handle = i18nHandle("admin-dashboard");

/**
 * The back office's landing page (issue 15 item 2): counts only, no one's personal data, so its views are not
 * audited (the lists and records it leads to are).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  return dashboardFigures(new Date());
}

export default function Dashboard({ loaderData: figures }: Route.ComponentProps) {
  const { t } = useTranslation("admin-dashboard");
  return (
    <AdminPage title={t("title")} lead={t("lead")}>
      <Activity figures={figures} />
      <OutboxHealth outbox={figures.outbox} />
      <Funnel funnel={figures.funnel} />
    </AdminPage>
  );
}

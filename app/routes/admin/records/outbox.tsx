import { useTranslation } from "react-i18next";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { Pagination } from "#app/components/admin/pagination.tsx";
import { ListFilter } from "#app/components/admin/records/list-filter.tsx";
import { OutboxTable } from "#app/components/admin/records/outbox-table.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { RetryMailSchema } from "#app/domain/admin/records-forms.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { outboxPage, retryMail } from "#app/server/admin/records-outbox.server.ts";
import { formHeaders, receiveForm, STAFF_FORM, withData } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/outbox";

export const handle = i18nHandle("admin", "admin-records");

/** `?status=pending|sent|failed&page=`, `?done=retried`; showing the page is audited (it lists addresses). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  return outboxPage({ admin, context, request });
}

/** Retry: a failed mail back in the queue, then the list again (its filter kept); only failed mails are retried. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, RetryMailSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const { mailId } = form.value;
  const outcome = await retryMail(auditActor(admin, context), mailId);
  if (outcome === "missing") return withData(form.fail("mailMissing", 404), { mailId });
  if (outcome === "notFailed") return withData(form.fail("mailNotFailed", 409), { mailId });
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return form.redirect("/admin/outbox", { query: { ...query, done: "retried" } });
}

export const headers = formHeaders;

/** `/admin/outbox`: the mail queue, newest first, with Retry on failed mails. */
export default function OutboxPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-records");
  const { rows, page, pageCount, total, status, statuses, retried } = loaderData;
  return (
    <AdminPage title={t("outbox.title")} lead={t("outbox.lead")}>
      {retried && <Notice tone="success">{t("outbox.retried")}</Notice>}
      <ListFilter
        label={t("columns.status")}
        name="status"
        value={status}
        options={statuses.map((value) => ({ value, label: t(`outbox.statuses.${value}`) }))}
      />
      <OutboxTable rows={rows} answer={actionData} />
      <Pagination page={page} pageCount={pageCount} total={total} />
    </AdminPage>
  );
}

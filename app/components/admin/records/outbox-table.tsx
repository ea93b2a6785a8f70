import { RotateCcw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { Address, Maybe, When } from "#app/components/admin/records/cells.tsx";
import { type BadgeTone, StatusBadge } from "#app/components/admin/records/status-badge.tsx";
import { FormError } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { MailRow } from "#app/domain/admin/records.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

const TONE: Record<string, BadgeTone> = { sent: "good", pending: "waiting", failed: "bad" };

/** A refused retry: the form's answer and the mail it was about. */
export type RetryAnswer = FormAnswer & { mailId?: string };

/** The Retry button of a failed mail; a refusal shows under it. */
function RetryForm({ row, answer }: { row: MailRow; answer?: RetryAnswer }) {
  const { t } = useTranslation("admin-records");
  const { formProps, formError, pending } = useForm({
    id: `retry-${row.id}`,
    ns: "admin-records",
    answer: answer?.mailId === row.id ? answer : undefined,
  });
  return (
    <Form {...formProps} className="space-y-2">
      <input type="hidden" name="mailId" value={row.id} />
      <SubmitButton
        pending={pending}
        pendingLabel={t("outbox.retrying")}
        variant="secondary"
        className="px-3 py-1.5 whitespace-nowrap"
        aria-label={pending ? undefined : t("outbox.retryLabel", { subject: row.subject })}
      >
        <RotateCcw aria-hidden className="size-4" />
        {t("outbox.retry")}
      </SubmitButton>
      {formError && <FormError>{formError}</FormError>}
    </Form>
  );
}

/** The mail queue: recipient, subject, status, attempts and the last error; Retry on failed mails. */
export function OutboxTable({ rows, answer }: { rows: MailRow[]; answer?: RetryAnswer }) {
  const { t } = useTranslation("admin-records");
  return (
    <DataTable
      caption={t("outbox.caption")}
      empty={t("outbox.empty")}
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: t("outbox.to"), cell: (row) => <Address value={row.to} /> },
        { header: t("outbox.subject"), cell: (row) => <p className="min-w-56">{row.subject}</p> },
        {
          header: t("columns.status"),
          cell: (row) => (
            <StatusBadge tone={TONE[row.status] ?? "quiet"}>
              {translateDataKey(t, `outbox.statuses.${row.status}`)}
            </StatusBadge>
          ),
        },
        { header: t("outbox.attempts"), numeric: true, cell: (row) => row.attempts },
        { header: t("outbox.nextAttempt"), cell: (row) => <When value={row.nextAttemptAt} /> },
        {
          header: t("outbox.lastError"),
          cell: (row) =>
            row.lastError ? (
              <p dir="ltr" className="max-w-xs text-xs break-words text-red-800">
                {row.lastError}
              </p>
            ) : (
              <Maybe value={null} />
            ),
        },
        { header: t("columns.createdAt"), cell: (row) => <When value={row.createdAt} /> },
        { header: t("outbox.sentAt"), cell: (row) => <When value={row.sentAt} /> },
        {
          header: t("columns.actions"),
          cell: (row) =>
            row.status === "failed" ? <RetryForm row={row} answer={answer} /> : <Maybe value={null} />,
        },
      ]}
    />
  );
}

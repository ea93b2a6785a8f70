import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type Column, DataTable } from "#app/components/admin/data-table.tsx";
import { usePrivacyFormats } from "#app/components/admin/privacy/formats.ts";
import { Notice } from "#app/components/form/form-controls.tsx";
import { useLocalizedHref } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import {
  countsOf,
  isEmpty,
  PERSONAL_DATA_KINDS,
  type PersonalData,
  type PersonalDataKind,
} from "#app/domain/admin/privacy.ts";

/** Identifiers and addresses read left to right in every language. */
const Code = ({ children }: { children: ReactNode }) => (
  <code dir="ltr" className="break-all text-xs">
    {children}
  </code>
);

/** One kind's table, when something of it was found. */
function KindTable<Row>({
  kind,
  rows,
  columns,
  rowKey,
}: {
  kind: PersonalDataKind;
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation("admin-privacy");
  const format = usePrivacyFormats();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={`kind-${kind}`}>
      <h3 id={`kind-${kind}`} className="mb-2 font-semibold text-slate-900">
        {t(`kinds.${kind}`)} ({format.number(rows.length)})
      </h3>
      <DataTable caption={t(`kinds.${kind}`)} columns={columns} rows={rows} rowKey={rowKey} empty="" />
    </section>
  );
}

/** Everything found about one address: the number of records per kind, then the key fields of each kind found. */
export function PersonFindings({ email, data }: { email: string; data: PersonalData }) {
  const { t } = useTranslation("admin-privacy");
  const href = useLocalizedHref();
  const format = usePrivacyFormats();
  const counts = countsOf(data);
  const yesNo = (value: unknown) => (value ? t("findings.yes") : t("findings.no"));

  return (
    <section aria-labelledby="findings-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="findings-heading" className="text-lg font-semibold text-slate-900">
          {t("findings.heading", { email })}
        </h2>
        <a href={href("/admin/privacy/export.json", { email })} download className={buttonClass("secondary")}>
          {t("findings.export")}
        </a>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
        {PERSONAL_DATA_KINDS.map((kind) => (
          <div
            key={kind}
            className={`rounded-md border p-3 ${counts[kind] > 0 ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white"}`}
          >
            <dt className="text-xs text-slate-600">{t(`kinds.${kind}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums text-slate-900">
              {format.number(counts[kind])}
            </dd>
          </div>
        ))}
      </dl>
      {isEmpty(data) && <Notice tone="info">{t("findings.nothing")}</Notice>}

      <KindTable
        kind="leads"
        rows={data.leads}
        rowKey={(lead) => lead.id}
        columns={[
          { header: t("columns.received"), cell: (lead) => format.dateTime(lead.createdAt) },
          { header: t("columns.source"), cell: (lead) => <Code>{lead.source}</Code> },
          { header: t("columns.name"), cell: (lead) => lead.name },
          { header: t("columns.company"), cell: (lead) => lead.company },
          { header: t("columns.status"), cell: (lead) => <Code>{String(lead.status ?? "")}</Code> },
        ]}
      />
      <KindTable
        kind="newsletter"
        rows={data.newsletter}
        rowKey={(row) => String(row.id)}
        columns={[
          { header: t("columns.subscribed"), cell: (row) => format.dateTime(row.subscribedAt) },
          { header: t("columns.confirmed"), cell: (row) => format.dateTime(row.confirmedAt) },
          { header: t("columns.unsubscribed"), cell: (row) => format.dateTime(row.unsubscribedAt) },
        ]}
      />
      <KindTable
        kind="demoBookings"
        rows={data.demoBookings}
        rowKey={(booking) => booking.id}
        columns={[
          { header: t("columns.slot"), cell: (booking) => format.dateTime(booking.slotStart) },
          { header: t("columns.name"), cell: (booking) => booking.name },
          { header: t("columns.cancelled"), cell: (booking) => format.dateTime(booking.cancelledAt) },
        ]}
      />
      <KindTable
        kind="webinarRegistrations"
        rows={data.webinarRegistrations}
        rowKey={(registration) => registration.id}
        columns={[
          { header: t("columns.received"), cell: (registration) => format.dateTime(registration.createdAt) },
          {
            header: t("columns.webinar"),
            cell: (registration) => <Code>{registration.webinarId ?? "—"}</Code>,
          },
          { header: t("columns.name"), cell: (registration) => registration.name },
        ]}
      />
      <KindTable
        kind="calculatorResults"
        rows={data.calculatorResults}
        rowKey={(result) => result.id}
        columns={[
          { header: t("columns.received"), cell: (result) => format.dateTime(result.createdAt) },
          { header: t("columns.calculator"), cell: (result) => <Code>{result.calculatorType}</Code> },
        ]}
      />
      {data.account && (
        <section aria-labelledby="kind-account">
          <h3 id="kind-account" className="mb-2 font-semibold text-slate-900">
            {t("kinds.account")}
          </h3>
          <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2">
            {(
              [
                ["columns.created", format.dateTime(data.account.createdAt)],
                ["columns.company", data.account.company ?? "—"],
                ["columns.role", <Code key="role">{data.account.role}</Code>],
                ["columns.twoFactor", yesNo(data.account.twoFactorEnabled)],
                ["columns.sessions", format.number(data.account.sessions)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-slate-600">{t(label)}</dt>
                <dd className="font-medium text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <KindTable
        kind="orders"
        rows={data.orders}
        rowKey={(order) => order.id}
        columns={[
          { header: t("columns.created"), cell: (order) => format.dateTime(order.createdAt) },
          { header: t("columns.plan"), cell: (order) => <Code>{order.planSlug}</Code> },
          { header: t("columns.status"), cell: (order) => <Code>{order.status}</Code> },
          {
            header: t("columns.amount"),
            numeric: true,
            cell: (order) => format.money(order.amountCents, order.currency),
          },
        ]}
      />
      <KindTable
        kind="subscriptions"
        rows={data.subscriptions}
        rowKey={(subscription) => subscription.id}
        columns={[
          { header: t("columns.plan"), cell: (subscription) => <Code>{subscription.planSlug ?? "—"}</Code> },
          { header: t("columns.status"), cell: (subscription) => <Code>{subscription.status}</Code> },
        ]}
      />
      <KindTable
        kind="paymentCustomers"
        rows={data.paymentCustomers}
        rowKey={(customer) => `${customer.provider}:${customer.providerCustomerId}`}
        columns={[
          { header: t("columns.provider"), cell: (customer) => <Code>{customer.provider}</Code> },
          { header: t("columns.customerId"), cell: (customer) => <Code>{customer.providerCustomerId}</Code> },
        ]}
      />
      <KindTable
        kind="apiFavorites"
        rows={data.apiFavorites}
        rowKey={(favourite) => favourite.apiId}
        columns={[{ header: t("columns.api"), cell: (favourite) => <Code>{favourite.apiId}</Code> }]}
      />
      <KindTable
        kind="outbox"
        rows={data.outbox}
        rowKey={(mail) => mail.id}
        columns={[
          { header: t("columns.created"), cell: (mail) => format.dateTime(mail.createdAt) },
          { header: t("columns.subject"), cell: (mail) => mail.subject },
          { header: t("columns.status"), cell: (mail) => <Code>{mail.status}</Code> },
        ]}
      />
    </section>
  );
}

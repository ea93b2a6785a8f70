import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  DateTime,
  SourceCode,
  StatusBadge,
  useLeadLabels,
} from "#app/components/admin/leads/lead-format.tsx";
import { LeadPanel } from "#app/components/admin/leads/lead-panel.tsx";
import type { LeadRecord } from "#app/domain/admin/lead-views.ts";

/** Every field of a lead, as sent and as attributed (page, UTM parameters), then its message. */
export function LeadDetails({ lead }: { lead: LeadRecord }) {
  const { t } = useTranslation("admin-leads");
  const labels = useLeadLabels();
  const ltr = (value: string | null) => value && <span dir="ltr">{value}</span>;
  const rows: [keyof LeadRecord, ReactNode][] = [
    ["status", <StatusBadge key="status" status={lead.status} />],
    ["createdAt", <DateTime key="createdAt" value={lead.createdAt} />],
    ["name", lead.name],
    ["email", ltr(lead.email)],
    ["company", lead.company],
    ["source", <SourceCode key="source" source={lead.source} />],
    ["service", labels.service(lead.service)],
    ["language", labels.language(lead.language)],
    ["targetEmail", ltr(lead.targetEmail)],
    ["page", ltr(lead.page)],
    ["utmSource", lead.utmSource],
    ["utmMedium", lead.utmMedium],
    ["utmCampaign", lead.utmCampaign],
    ["utmTerm", lead.utmTerm],
    ["utmContent", lead.utmContent],
    ["id", ltr(lead.id)],
  ];
  const notGiven = <span className="text-slate-500">{t("detail.notGiven")}</span>;
  return (
    <LeadPanel title={t("detail.details")}>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium text-slate-600">{t(`fields.${key}`)}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value || notGiven}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 mb-2 text-sm font-semibold text-slate-900">{t("fields.message")}</h3>
      {lead.message ? (
        <p className="whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-sm text-slate-900">
          {lead.message}
        </p>
      ) : (
        <p className="text-sm">{notGiven}</p>
      )}
    </LeadPanel>
  );
}

import { useTranslation } from "react-i18next";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { usePrivacyFormats } from "#app/components/admin/privacy/formats.ts";
import { SelectField, TextField } from "#app/components/form/form-controls.tsx";
import type { AuditFilter } from "#app/domain/admin/privacy-audit.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/** One audit row as the page receives it. */
export type AuditRow = {
  id: number;
  at: Date;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  detail: Record<string, unknown> | null;
  ip: string | null;
};

const FIELD = "w-full sm:w-48";

/** The audit log's filters, in the URL (a GET form): who, what, which record, which days. */
export function AuditFilters({ filter, actions }: { filter: AuditFilter; actions: readonly string[] }) {
  const { t } = useTranslation("admin-privacy");
  const field = (name: keyof AuditFilter, type = "text", hint?: string) => (
    <div className={FIELD}>
      <TextField
        id={`audit-${name}`}
        name={name}
        type={type}
        label={t(`audit.${name}`)}
        hint={hint}
        defaultValue={filter[name]}
      />
    </div>
  );
  return (
    <FilterForm label={t("audit.filters")}>
      {field("actor", "search")}
      <div className={FIELD}>
        <SelectField id="audit-action" name="action" label={t("audit.action")} defaultValue={filter.action}>
          <option value="">{t("audit.allActions")}</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {translateDataKey(t, `actions.${action}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {field("entity")}
      {field("entityId", "text", t("audit.entityIdHint"))}
      {field("from", "date")}
      {field("to", "date")}
    </FilterForm>
  );
}

/** The rows: when, who (or the system), what, which record, from where, and the ids and counts it names. */
export function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  const { t } = useTranslation("admin-privacy");
  const format = usePrivacyFormats();
  return (
    <DataTable
      caption={t("audit.caption")}
      empty={t("audit.empty")}
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={[
        {
          header: t("audit.columns.at"),
          cell: (row) => <span className="whitespace-nowrap">{format.dateTime(row.at)}</span>,
        },
        {
          header: t("audit.columns.actor"),
          cell: (row) =>
            row.actorEmail ? <bdi className="break-all">{row.actorEmail}</bdi> : t("audit.system"),
        },
        { header: t("audit.columns.action"), cell: (row) => translateDataKey(t, `actions.${row.action}`) },
        {
          header: t("audit.columns.record"),
          cell: (row) => (
            <>
              <code dir="ltr">{row.entity}</code>
              {row.entityId && (
                <code dir="ltr" className="block w-40 break-all text-xs text-slate-600">
                  {row.entityId}
                </code>
              )}
            </>
          ),
        },
        { header: t("audit.columns.ip"), cell: (row) => <code dir="ltr">{row.ip ?? "—"}</code> },
        {
          header: t("audit.columns.detail"),
          cell: (row) =>
            row.detail && (
              <ul dir="ltr" className="font-mono text-xs whitespace-nowrap text-slate-700">
                {Object.entries(row.detail).map(([key, value]) => (
                  <li key={key}>
                    {key}: {JSON.stringify(value)}
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  );
}

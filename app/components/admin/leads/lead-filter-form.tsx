import { useTranslation } from "react-i18next";
import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { useLeadLabels } from "#app/components/admin/leads/lead-format.tsx";
import { SelectField, TextField } from "#app/components/form/form-controls.tsx";
import { FILTER_MAX_LENGTH, LEAD_STATUS_CODES, type LeadFilterKey } from "#app/domain/admin/lead-codes.ts";
import type { LeadFilterErrors, LeadFilters } from "#app/domain/admin/lead-filters.ts";
import { CONTACT_SERVICES } from "#app/domain/form/form-fields.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

/**
 * The inbox's filters (a GET form: the filter lives in the URL). Values the URL carried but the server dropped
 * are shown with their error beside the field, as typed.
 */
export function LeadFilterForm({
  filters,
  errors,
  choices,
}: {
  filters: LeadFilters;
  errors: LeadFilterErrors;
  choices: { sources: string[]; campaigns: string[] };
}) {
  const { t } = useTranslation("admin-leads");
  const labels = useLeadLabels();
  const field = (key: LeadFilterKey) => ({
    id: `filter-${key}`,
    name: key,
    label: t(`filters.${key}`),
    defaultValue: filters[key] ?? "",
    error: errors[key] && translateDataKey(t, `errors.${errors[key]}`, { max: FILTER_MAX_LENGTH }),
  });
  /** The choices of a select, the current value kept even when no lead has it any more. */
  const options = <V extends string>(
    values: readonly V[],
    current: V | undefined,
    label = (value: V): string => value,
  ) => [
    <option key="" value="">
      {t("filters.any")}
    </option>,
    ...[...new Set([...values, ...(current ? [current] : [])])].map((value) => (
      <option key={value} value={value}>
        {label(value)}
      </option>
    )),
  ];
  return (
    <FilterForm label={t("filters.label")}>
      <div className="w-full lg:w-72">
        <TextField {...field("q")} type="search" maxLength={FILTER_MAX_LENGTH} hint={t("filters.qHint")} />
      </div>
      <div className="w-full sm:w-44">
        <SelectField {...field("source")}>{options(choices.sources, filters.source)}</SelectField>
      </div>
      <div className="w-full sm:w-44">
        <SelectField {...field("service")}>
          {options(CONTACT_SERVICES, filters.service, labels.service)}
        </SelectField>
      </div>
      <div className="w-full sm:w-36">
        <SelectField {...field("language")}>
          {options(LANGUAGE_CODES, filters.language, labels.language)}
        </SelectField>
      </div>
      <div className="w-full sm:w-36">
        <SelectField {...field("status")}>
          {options(LEAD_STATUS_CODES, filters.status, (status) => t(`status.${status}`))}
        </SelectField>
      </div>
      <div className="w-full sm:w-40">
        <TextField {...field("from")} type="date" />
      </div>
      <div className="w-full sm:w-40">
        <TextField {...field("to")} type="date" />
      </div>
      <div className="w-full sm:w-44">
        <SelectField {...field("campaign")}>{options(choices.campaigns, filters.campaign)}</SelectField>
      </div>
    </FilterForm>
  );
}

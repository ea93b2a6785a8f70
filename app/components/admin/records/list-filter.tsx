import { useTranslation } from "react-i18next";
import { FilterForm } from "#app/components/admin/filter-form.tsx";
import { SelectField } from "#app/components/form/form-controls.tsx";

/**
 * A list's filter by one field (status, webinar, calculator…): a select whose first choice is every row, in the
 * URL through `FilterForm`. `keep`: other query parameters the filter sends along (the orders page's view).
 */
export function ListFilter({
  label,
  name,
  value,
  options,
  keep = {},
}: {
  label: string;
  name: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  keep?: Record<string, string>;
}) {
  const { t } = useTranslation("admin-records");
  return (
    <FilterForm label={t("filter.label")}>
      {Object.entries(keep).map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      <div className="min-w-56">
        <SelectField id={`filter-${name}`} name={name} label={label} defaultValue={value ?? ""}>
          <option value="">{t("filter.all")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
    </FilterForm>
  );
}

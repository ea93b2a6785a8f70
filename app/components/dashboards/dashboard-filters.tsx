import { SlidersHorizontal } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useLocalizedHref } from "#app/components/language.tsx";
import { Button } from "#app/components/ui/button.tsx";

export type FilterOption = { value: string; label: string; disabled?: boolean };

/** One selector: a row of radio buttons (a segmented control) or a drop-down list. */
export type FilterField = {
  name: string;
  legend: string;
  kind: "radios" | "select";
  value: string;
  /** The value the URL leaves out (the page's default). */
  defaultValue: string;
  options: readonly FilterOption[];
};

/** A row of radio buttons, one per value of `values` (named by `label`), the first the default. */
export function radioFilter<Value extends string>(
  name: string,
  legend: string,
  value: Value,
  values: readonly Value[],
  label: (value: Value) => string,
): FilterField {
  return {
    name,
    legend,
    kind: "radios",
    value,
    defaultValue: values[0] ?? value,
    options: values.map((option) => ({ value: option, label: label(option) })),
  };
}

/**
 * A dashboard's selectors (decision 022): a GET form, so the choice lives in the URL and works without
 * JavaScript (the Apply button). With JavaScript a change navigates in place at once: no new history entry, no
 * jump to the top, focus stays on the control, and defaults are left out of the URL. The controls follow the URL
 * when it changes from elsewhere (back and forward).
 */
export function DashboardFilters({
  path,
  label,
  fields,
  anchor,
}: {
  /** The page's path without language prefix ("/regions/central-reporting"). */
  path: string;
  /** The form's accessible name. */
  label: string;
  fields: readonly FilterField[];
  /** Where the page lands after a submission without JavaScript. */
  anchor?: string;
}) {
  const { t } = useTranslation("dashboards");
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  const current = fields.map((field) => `${field.name}=${field.value}`).join("&");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` is what the fields show; it changes with the URL
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of fields) {
      const control = form.elements.namedItem(field.name);
      if (control instanceof HTMLSelectElement) control.value = field.value;
      else if (control instanceof RadioNodeList) control.value = field.value;
    }
  }, [current]);

  const apply = (form: HTMLFormElement) => {
    const search: Record<string, string> = {};
    const values = new FormData(form);
    for (const field of fields) {
      const value = values.get(field.name);
      if (typeof value === "string" && value !== field.defaultValue) search[field.name] = value;
    }
    // Parameters the form does not own stay as they are.
    for (const [name, value] of searchParams)
      if (!fields.some((field) => field.name === name)) search[name] = value;
    void navigate(href(path, search), { replace: true, preventScrollReset: true });
  };
  const onChange = (event: ChangeEvent<HTMLFormElement>) => apply(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };

  return (
    <form
      ref={formRef}
      method="get"
      action={href(anchor ? `${path}#${anchor}` : path)}
      aria-label={label}
      onChange={onChange}
      onSubmit={onSubmit}
      className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:flex-row lg:flex-wrap lg:items-end"
    >
      {fields.map((field) =>
        field.kind === "select" ? (
          <div key={field.name} className="min-w-48">
            <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium text-slate-800">
              {field.legend}
            </label>
            <select
              id={`${id}-${field.name}`}
              name={field.name}
              defaultValue={field.value}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-700"
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <fieldset key={field.name}>
            <legend className="text-sm font-medium text-slate-800">{field.legend}</legend>
            <div className="mt-1 flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
              {field.options.map((option) => (
                <label key={option.value} className="relative">
                  <input
                    type="radio"
                    name={field.name}
                    value={option.value}
                    defaultChecked={option.value === field.value}
                    disabled={option.disabled}
                    className="peer sr-only"
                  />
                  <span className="block cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 peer-checked:bg-white peer-checked:font-semibold peer-checked:text-brand-800 peer-checked:shadow-sm peer-checked:ring-1 peer-checked:ring-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-700 hover:text-slate-900">
                    {option.label}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ),
      )}
      <div>
        <Button type="submit" variant="secondary" className="min-h-10">
          <SlidersHorizontal aria-hidden className="size-4" />
          {t("dashboardFilters.apply")}
        </Button>
      </div>
    </form>
  );
}

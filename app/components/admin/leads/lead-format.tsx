import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import type { LeadStatusCode } from "#app/domain/admin/lead-codes.ts";
import { CONTACT_SERVICES } from "#app/domain/form/form-fields.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import { isLanguageCode, languageOf } from "#app/domain/languages.ts";
import { isOneOf } from "#app/domain/one-of.ts";

/** Staff work on Sydney time; one zone for server and browser also keeps hydration exact. */
const TIME_ZONE = "Australia/Sydney";

/** Writes a moment as date and time in the page's language, on Sydney time. */
export function useDateTimeFormat() {
  const format = dateTimeFormat(useLanguage(), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: TIME_ZONE,
  });
  return (value: Date) => format.format(value);
}

/** A moment as date and time in the page's language, on Sydney time. */
export function DateTime({ value }: { value: Date }) {
  const format = useDateTimeFormat();
  return <time dateTime={value.toISOString()}>{format(value)}</time>;
}

/** Labels of a lead's codes: its language by its own name, its service as the contact form words it. */
export function useLeadLabels() {
  const { t } = useTranslation("forms");
  return {
    language: (code: string) => (isLanguageCode(code) ? languageOf(code).nativeName : code),
    service: (service: string | null) =>
      service && isOneOf(CONTACT_SERVICES, service) ? t(`contact.services.${service}`) : (service ?? ""),
  };
}

const STATUS_STYLES: Record<LeadStatusCode, string> = {
  new: "bg-brand-50 text-brand-800 ring-brand-100",
  contacted: "bg-amber-50 text-amber-900 ring-amber-200",
  qualified: "bg-green-50 text-green-800 ring-green-200",
  won: "bg-green-700 text-white ring-green-700",
  lost: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** A lead's status as a coloured label (the word carries the meaning; the colour only helps scanning). */
export function StatusBadge({ status }: { status: LeadStatusCode }) {
  const { t } = useTranslation("admin-leads");
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** A lead's source label (`lead_form`, `guide_rd-grants-primer`…), as stored. */
export function SourceCode({ source }: { source: string }) {
  return (
    <code dir="ltr" className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">
      {source}
    </code>
  );
}

import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";

const TONE: Record<LanguageStatus, string> = {
  published: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  draft: "bg-amber-50 text-amber-900 ring-amber-200",
  missing: "bg-slate-50 text-slate-700 ring-slate-200",
};

/**
 * One language's state of an item written in five languages (decision 081), as a link to that language's
 * editor; `label` says it whole to a screen reader ("Privacy Policy in العربية: Draft").
 */
export function LanguageStatusLink({
  to,
  status,
  label,
}: {
  to: string;
  status: LanguageStatus;
  label: string;
}) {
  const { t } = useTranslation("admin-content");
  return (
    <LocalizedLink
      to={to}
      aria-label={label}
      className={`inline-block rounded px-2 py-0.5 text-xs font-medium ring-1 underline-offset-2 hover:underline ${TONE[status]}`}
    >
      {t(`statuses.${status}`)}
    </LocalizedLink>
  );
}

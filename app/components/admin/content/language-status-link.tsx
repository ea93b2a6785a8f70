import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import type { LanguageStatus } from "#app/domain/content/language-versions.ts";
import { LANGUAGES, type LanguageCode } from "#app/domain/languages.ts";

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

/**
 * A list's columns of language states, one per language: each row's state in that language, a link to its editor
 * (`to`); nothing for a row whose kind is not written per language (`statuses` null).
 */
export function languageStatusColumns<Row>({
  to,
  statuses,
  label,
  languages = LANGUAGES,
}: {
  to: (row: Row, lang: LanguageCode) => string;
  statuses: (row: Row) => Record<LanguageCode, LanguageStatus> | null;
  /** The link's whole name: the row's name, the language's, and the state's. */
  label: (row: Row, language: string, status: string) => string;
  /** The languages written as versions: all five, or the translations of a text that is itself English (a post). */
  languages?: readonly (typeof LANGUAGES)[number][];
}) {
  return languages.map(({ code, nativeName }) => ({
    header: nativeName,
    cell: (row: Row) => (
      <StatusCell row={row} lang={code} language={nativeName} {...{ to, statuses, label }} />
    ),
  }));
}

function StatusCell<Row>({
  row,
  lang,
  language,
  to,
  statuses,
  label,
}: Parameters<typeof languageStatusColumns<Row>>[0] & { row: Row; lang: LanguageCode; language: string }) {
  const { t } = useTranslation("admin-content");
  const status = statuses(row)?.[lang];
  if (!status) return null;
  return (
    <LanguageStatusLink
      to={to(row, lang)}
      status={status}
      label={label(row, language, t(`statuses.${status}`))}
    />
  );
}

/** A record's edit page: the state of its texts in each language, each a link to that language's editor. */
export function LanguageVersionLinks({
  path,
  name,
  languages,
  lead,
}: {
  /** The record's editor (`/admin/webinars/first_tender`): a language's is below it. */
  path: string;
  /** What the links call the record. */
  name: string;
  /** Each language's state: all five, or the translations of a text that is itself English (a post). */
  languages: Partial<Record<LanguageCode, LanguageStatus>>;
  /** What the section says of them, when not the usual. */
  lead?: string;
}) {
  const { t } = useTranslation("admin-content");
  return (
    <section aria-labelledby="language-versions" className="mb-8">
      <h2 id="language-versions" className="text-lg font-semibold text-slate-900">
        {t("versions.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{lead ?? t("versions.lead")}</p>
      <ul className="mt-3 flex flex-wrap gap-4">
        {LANGUAGES.flatMap(({ code, nativeName }) => {
          const status = languages[code];
          if (!status) return [];
          return (
            <li key={code} className="flex items-center gap-2 text-sm">
              <span lang={code}>{nativeName}</span>
              <LanguageStatusLink
                to={`${path}/${code}`}
                status={status}
                label={t("versions.editLanguage", {
                  name,
                  language: nativeName,
                  status: t(`statuses.${status}`),
                })}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

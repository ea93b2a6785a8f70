import { useTranslation } from "react-i18next";
import { useRootData } from "#app/components/shell/root-data.ts";
import { initials } from "#app/domain/partners/initials.ts";

const WORDMARK_TONES = {
  dark: {
    list: "flex flex-wrap gap-3",
    item: "flex items-center gap-2 rounded-md border border-slate-700 px-3 py-2 text-sm text-slate-200",
    mark: "grid size-7 shrink-0 place-items-center rounded bg-slate-700 text-xs font-bold",
  },
  light: {
    list: "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3",
    item: "flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-slate-800 shadow-sm",
    mark: "grid size-10 shrink-0 place-items-center rounded-lg bg-brand-700 text-sm font-bold text-white",
  },
} as const;

/** Partners' wordmarks: a monogram and the name as the firm writes it (no logo files to fetch). */
export function PartnerWordmarks({
  names,
  tone,
}: {
  names: readonly string[];
  tone: keyof typeof WORDMARK_TONES;
}) {
  const style = WORDMARK_TONES[tone];
  return (
    <ul className={style.list}>
      {names.map((name) => (
        <li key={name} lang="en" className={style.item}>
          <span aria-hidden className={style.mark}>
            {initials(name)}
          </span>
          {name}
        </li>
      ))}
    </ul>
  );
}

/** The footer's partner wordmarks: the featured partners' names, which the root loader reads from the directory. */
export function PartnerLogos() {
  const { t } = useTranslation();
  const names = useRootData()?.partnerNames ?? [];
  if (names.length === 0) return null;
  return (
    <section aria-labelledby="partner-logos-heading" className="border-t border-slate-800 py-8">
      <h2 id="partner-logos-heading" className="text-sm font-semibold text-white">
        {t("footer.partnersHeading")}
      </h2>
      <div className="mt-4">
        <PartnerWordmarks names={names} tone="dark" />
      </div>
    </section>
  );
}

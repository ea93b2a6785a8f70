import { useTranslation } from "react-i18next";
import { useRootData } from "#app/components/shell/root-data.ts";

/**
 * The footer's partners: the names of the featured partners, as text (spec 000 §2 "Footer": partner logos). No
 * monograms standing in for logos, and never a sample firm: the root loader reads real partners only, so a site
 * that lists only the seed's samples shows no strip at all (decision 064).
 */
export function FooterPartners() {
  const { t } = useTranslation();
  const names = useRootData()?.partnerNames ?? [];
  if (names.length === 0) return null;
  return (
    <section aria-labelledby="footer-partners-heading" className="border-t border-slate-800 py-8">
      <h2 id="footer-partners-heading" className="text-sm font-semibold text-white">
        {t("footer.partnersHeading")}
      </h2>
      <ul
        className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200"
        data-testid="footer-partners"
      >
        {names.map((name) => (
          <li key={name} lang="en">
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

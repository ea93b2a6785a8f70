import { useTranslation } from "react-i18next";
import { SAMPLE_PARTNERS } from "#app/server/db/seed/partners.ts";

const FEATURED = SAMPLE_PARTNERS.filter((partner) => partner.isFeatured && partner.isActive !== false);

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

/** The footer's partner wordmarks: featured partners from the built-in directory. */
export function PartnerLogos() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="partner-logos-heading" className="border-t border-slate-800 py-8">
      <h2 id="partner-logos-heading" className="text-sm font-semibold text-white">
        {t("footer.partnersHeading")}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {FEATURED.map((partner) => (
          <li
            key={partner.id}
            lang="en"
            className="flex items-center gap-2 rounded-md border border-slate-700 px-3 py-2 text-sm text-slate-200"
          >
            <span
              aria-hidden
              className="grid size-7 place-items-center rounded bg-slate-700 text-xs font-bold"
            >
              {initials(partner.name)}
            </span>
            {partner.name}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join("");
}

/** The footer's partner wordmarks: the featured partners' names, which the root loader reads from the directory. */
export function PartnerLogos() {
  const { t } = useTranslation();
  const names = useRouteLoaderData<typeof rootLoader>("root")?.partnerNames ?? [];
  if (names.length === 0) return null;
  return (
    <section aria-labelledby="partner-logos-heading" className="border-t border-slate-800 py-8">
      <h2 id="partner-logos-heading" className="text-sm font-semibold text-white">
        {t("footer.partnersHeading")}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {names.map((name) => (
          <li
            key={name}
            lang="en"
            className="flex items-center gap-2 rounded-md border border-slate-700 px-3 py-2 text-sm text-slate-200"
          >
            <span
              aria-hidden
              className="grid size-7 place-items-center rounded bg-slate-700 text-xs font-bold"
            >
              {initials(name)}
            </span>
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

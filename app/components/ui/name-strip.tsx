import { type ReactNode, useId } from "react";
import { LocalizedLink } from "#app/components/language.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";

/**
 * A strip of names under a short heading (the design system's "name strip"): a thin band that breaks a run of
 * card sections. Names are text, never logos standing in for a relationship; each may lead to the page that
 * explains it. What the names are is the heading's to say (what we help with, not who endorses us).
 */
export function NameStrip({
  title,
  names,
}: {
  title: ReactNode;
  names: readonly { key: string; label: ReactNode; to?: string }[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-y border-slate-200 bg-white">
      <div className={`${CONTAINER} flex flex-col gap-4 py-8 lg:flex-row lg:items-baseline lg:gap-10`}>
        <h2 id={headingId} className="shrink-0 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {title}
        </h2>
        <ul className="flex flex-wrap gap-x-8 gap-y-3 text-lg font-semibold text-slate-700">
          {names.map((name) => (
            <li key={name.key}>
              {name.to ? (
                <LocalizedLink to={name.to} className="hover:text-brand-700 hover:underline">
                  {name.label}
                </LocalizedLink>
              ) : (
                name.label
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

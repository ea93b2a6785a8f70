import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { LocalizedLink } from "#app/components/language.tsx";

/** The look of a text link onward: brand colour, bold, an icon after the text. */
export const TEXT_LINK =
  "inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline";

/**
 * A text link onward ("Meet our partners →") in the page's language; the arrow turns with the reading direction.
 * `context` is read to screen readers only, for links whose visible text repeats (one per card).
 */
export function ArrowLink({ to, children, context }: { to: string; children: ReactNode; context?: string }) {
  return (
    <LocalizedLink to={to} className={TEXT_LINK}>
      <span>
        {children}
        {context && <span className="sr-only">: {context}</span>}
      </span>
      <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
    </LocalizedLink>
  );
}

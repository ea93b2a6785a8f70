/**
 * The section patterns every page is built from (DESIGN.md, visual design): hero, section with heading, card grid,
 * stats band, steps, quote, FAQ and call-to-action band. Pages compose these and never style their own versions,
 * so sixty routes look like one site. Logical CSS only (`ps-`, `text-start`): Arabic mirrors.
 */
import { ArrowLeft, ArrowRight } from "lucide-react";
import { type ReactNode, useId } from "react";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";

/**
 * The top of a page: its one `h1`, a lead paragraph and up to a few actions (buttons or links). `back` puts the way
 * up to the page above in the eyebrow's place (a link with an arrow that turns with the reading direction).
 * `visual` is the hero's picture (design system, section patterns: a map, a summary card): beside the text from
 * `lg`, below it on narrower screens (a visual that only decorates hides itself there). The padding is tight enough
 * that the next section starts above the fold.
 */
export function PageHero({
  eyebrow,
  back,
  title,
  lead,
  actions,
  visual,
  children,
}: {
  eyebrow?: ReactNode;
  back?: { to: string; label: ReactNode };
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  visual?: ReactNode;
  children?: ReactNode;
}) {
  const top = back ? (
    <LocalizedLink
      to={back.to}
      className="inline-flex items-center gap-1 normal-case tracking-normal hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      {back.label}
    </LocalizedLink>
  ) : (
    eyebrow
  );
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className={`${CONTAINER} py-12 sm:py-14 lg:py-16`}>
        <div
          className={
            visual ? "grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]" : undefined
          }
        >
          <div>
            {top && <div className="text-sm font-semibold uppercase tracking-wide text-brand-700">{top}</div>}
            <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {title}
            </h1>
            {lead && <p className="mt-6 max-w-2xl text-lg text-slate-700">{lead}</p>}
            {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
          </div>
          {visual}
        </div>
        {children}
      </div>
    </section>
  );
}

export type SectionTone = "plain" | "muted" | "dark";

const SECTION_TONES: Record<SectionTone, { band: string; title: string; intro: string }> = {
  plain: { band: "bg-white", title: "text-slate-900", intro: "text-slate-600" },
  muted: { band: "bg-slate-50", title: "text-slate-900", intro: "text-slate-600" },
  dark: { band: "bg-brand-900 text-white", title: "text-white", intro: "text-brand-100" },
};

/**
 * A titled band of the page (`h2`), labelled by its heading for screen readers; `id` makes it a link target.
 * `dark` is the brand band that breaks a run of light sections (the design system's "how we work" band): what it
 * holds is drawn for a dark ground (`Steps tone="dark"`, `BandLink`).
 */
export function Section({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
  tone?: SectionTone;
  children: ReactNode;
}) {
  const headingId = useId();
  const colours = SECTION_TONES[tone];
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-20 ${colours.band}`}>
      <div className={`${CONTAINER} py-14 sm:py-16`}>
        <h2 id={headingId} className={`text-3xl font-bold tracking-tight ${colours.title}`}>
          {title}
        </h2>
        {intro && <p className={`mt-3 max-w-3xl text-lg ${colours.intro}`}>{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** Each card's width by columns: the gaps (1.5rem) shared out, so `columns` fit a row. */
const GRID_COLUMNS = {
  2: "sm:[&>*]:w-[calc((100%-1.5rem)/2)]",
  3: "sm:[&>*]:w-[calc((100%-1.5rem)/2)] lg:[&>*]:w-[calc((100%-3rem)/3)]",
  4: "sm:[&>*]:w-[calc((100%-1.5rem)/2)] lg:[&>*]:w-[calc((100%-4.5rem)/4)]",
} as const;

/**
 * Cards side by side: one column on phones, `columns` on wide screens, the cards of a row the same height. A last
 * row that is not full is centred (five services in three columns: three, then two in the middle), never left
 * with an empty cell at its end.
 */
export function CardGrid({
  columns = 3,
  children,
}: {
  columns?: keyof typeof GRID_COLUMNS;
  children: ReactNode;
}) {
  return (
    <ul className={`flex flex-wrap justify-center gap-6 [&>*]:w-full ${GRID_COLUMNS[columns]}`}>
      {children}
    </ul>
  );
}

/** A card's icon on its light brand square (decoration: hidden from screen readers). */
export function IconBadge({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ${className}`}
    >
      {children}
    </span>
  );
}

/** A box offering one thing on a page (a download, a subscription): an icon, an `h3` title, a line, then its form. */
export function OfferBox({
  icon,
  title,
  text,
  children,
  ...rest
}: {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  children: ReactNode;
  "data-testid"?: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm" {...rest}>
      <div className="flex items-start gap-3">
        <IconBadge className="shrink-0">{icon}</IconBadge>
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-1 text-slate-600">{text}</p>
        </div>
      </div>
      {children}
    </div>
  );
}

/** One card of a `CardGrid` (a list item): optional icon, an `h3` title, its text and a footer (a link). */
export function Card({
  icon,
  media,
  title,
  children,
  footer,
}: {
  icon?: ReactNode;
  /** A picture across the card's top (a post's cover), edge to edge. */
  media?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {media && <div className="-mx-6 -mt-6 mb-5 overflow-hidden rounded-t-xl">{media}</div>}
      {icon && <IconBadge className="mb-4">{icon}</IconBadge>}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children && <div className="mt-2 flex-1 text-slate-600">{children}</div>}
      {footer && <div className="mt-4">{footer}</div>}
    </li>
  );
}

/** A white box with its own `h2` (a `<section>` named by it): the blocks of the checkout and account screens. */
export function Panel({
  title,
  className = "",
  children,
  ...rest
}: {
  title: ReactNode;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 ${className}`}
      {...rest}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Key figures on the brand band: a big value over its label. Two by two on phones and tablets, four on wide
 * screens; a long value (Arabic's "1.07 تريليون US$") wraps instead of pushing the page sideways.
 */
export function StatsBand({
  stats,
  testId,
}: {
  stats: readonly { value: ReactNode; label: ReactNode }[];
  testId?: string;
}) {
  return (
    <dl
      data-testid={testId}
      className="grid grid-cols-2 gap-x-4 gap-y-6 rounded-xl bg-brand-900 p-5 text-white sm:gap-6 sm:p-8 lg:grid-cols-4"
    >
      {stats.map((stat, index) => (
        // The figures are fixed for a page: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <div key={index} className="flex min-w-0 flex-col-reverse gap-1">
          <dt className="text-sm text-brand-100">{stat.label}</dt>
          <dd className="break-words font-display text-2xl font-bold tabular-nums sm:text-3xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A card's closing link onward, at its foot: small, bold, an arrow that turns with the reading direction. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink
      to={to}
      className="mt-4 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {children}
      <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
    </LocalizedLink>
  );
}

/**
 * A step's or a rank's number in a brand circle (white on a dark band); hidden from screen readers (the list's
 * order says it).
 */
export function RankBadge({ children, onDark = false }: { children: ReactNode; onDark?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full font-bold ${onDark ? "bg-white text-brand-900" : "bg-brand-700 text-white"}`}
    >
      {children}
    </span>
  );
}

/**
 * One item of a ranked list (an `<ol>` of cards): its number, an `h3` title, an optional code (ISO "SA"), its
 * facts as label and value rows and an optional link onward. `rankLabel` ("Number 1:") is read before the title to
 * screen readers only, where the rank matters.
 */
export function RankedCard({
  rank,
  rankLabel,
  title,
  code,
  facts,
  link,
}: {
  rank: ReactNode;
  rankLabel?: string;
  title: ReactNode;
  code?: string;
  facts: readonly { id: string; label: ReactNode; value: ReactNode }[];
  link?: { to: string; label: ReactNode };
}) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <RankBadge>{rank}</RankBadge>
        <h3 className="text-lg font-semibold text-slate-900">
          {rankLabel && <span className="sr-only">{rankLabel} </span>}
          {title}
        </h3>
        {code && (
          <span className="ms-auto rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
            {code}
          </span>
        )}
      </div>
      <dl className="mt-4 grid flex-1 grid-cols-1 content-start gap-2 text-sm">
        {facts.map((fact) => (
          <div key={fact.id} className="flex justify-between gap-3">
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="text-end font-semibold tabular-nums text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {link && <CardLink to={link.to}>{link.label}</CardLink>}
    </li>
  );
}

/** Columns on wide screens by number of steps, so no row is left with a gap (four when nothing fits better). */
const STEP_COLUMNS: Record<number, string> = {
  3: "md:grid-cols-3",
  5: "md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5",
};

const STEP_TONES = {
  light: {
    step: "rounded-xl border border-slate-200 bg-white p-6",
    title: "text-slate-900",
    text: "text-slate-600",
    detail: "text-brand-700",
  },
  // On a dark band (`Section tone="dark"`): no boxes, a rule above each step, the number in white.
  dark: {
    step: "border-t border-white/25 pt-6",
    title: "text-white",
    text: "text-brand-100",
    detail: "text-white",
  },
} as const;

/** A numbered process: each step's title, text and an optional detail (a duration); `dark` on a dark band. */
export function Steps({
  steps,
  tone = "light",
}: {
  steps: readonly { title: ReactNode; text: ReactNode; detail?: ReactNode }[];
  tone?: keyof typeof STEP_TONES;
}) {
  const columns = STEP_COLUMNS[steps.length] ?? "md:grid-cols-2 lg:grid-cols-4";
  const colours = STEP_TONES[tone];
  return (
    <ol className={`grid grid-cols-1 gap-6 ${columns}`}>
      {steps.map((step, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a process's order is its identity
        <li key={index} className={`relative ${colours.step}`}>
          <RankBadge onDark={tone === "dark"}>{index + 1}</RankBadge>
          <h3 className={`mt-4 text-lg font-semibold ${colours.title}`}>{step.title}</h3>
          <p className={`mt-2 ${colours.text}`}>{step.text}</p>
          {step.detail && <p className={`mt-3 text-sm font-semibold ${colours.detail}`}>{step.detail}</p>}
        </li>
      ))}
    </ol>
  );
}

/**
 * Questions and answers as an accordion that needs no JavaScript (`details`/`summary`: keyboard and screen
 * readers get it from the browser). `empty` is said when there are no items.
 */
export function FaqList({
  items,
  empty,
}: {
  items: readonly { id: string; question: ReactNode; answer: ReactNode }[];
  empty?: ReactNode;
}) {
  if (items.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.id} id={item.id} className="group scroll-mt-20 p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span
              aria-hidden="true"
              className="text-xl text-brand-700 transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="mt-3 text-slate-600">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}

/** The closing call to action of a page: a dark band with a heading, a line and its buttons. */
export function CtaBand({
  title,
  text,
  actions,
}: {
  title: ReactNode;
  text?: ReactNode;
  actions: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-900 text-white">
      <div className={`${CONTAINER} py-16 text-center`}>
        <h2 id={headingId} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {text && <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">{text}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  );
}

/** A band's main action: a light button on the dark band, to a page of the site (in the page's language). */
export function BandButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} className={buttonClass("secondary")}>
      {children}
    </LocalizedLink>
  );
}

/** A band's other action: a white-outlined link to a page of the site. */
export function BandLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <LocalizedLink to={to} className={ON_DARK_LINK}>
      {children}
    </LocalizedLink>
  );
}

/** Button-like link on a dark band (`CtaBand`): white outline. */
export const ON_DARK_LINK =
  "inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/60 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

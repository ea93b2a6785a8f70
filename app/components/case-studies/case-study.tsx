import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { COMPACT_AUD, useFormatNumber } from "#app/components/marketing/use-format-number.ts";
import { CardGrid, CardLink } from "#app/components/ui/sections.tsx";
import {
  type CaseStudyKey,
  caseStudy,
  caseStudyFacts,
  type ResultFormat,
} from "#app/content/case-studies.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";

// The case studies as pages show them (app/content/case-studies.ts, decision 064): cards on /partners, a big-number
// band on home, the whole story on a solution page, and the one line that says a story is illustrative wherever one
// is shown.

const RESULT_FORMATS: Record<ResultFormat, Intl.NumberFormatOptions> = {
  aud: COMPACT_AUD,
  percent: { style: "percent", maximumFractionDigits: 1 },
  days: { style: "unit", unit: "day", unitDisplay: "long" },
  months: { style: "unit", unit: "month", unitDisplay: "long" },
  hours: { style: "unit", unit: "hour", unitDisplay: "long" },
  count: {},
};

type StoryText = "client" | "title" | "summary" | "challenge" | "approach" | "outcome";

/** A story's texts with its figures filled in, and its results written for the page's language. */
function useCaseStudy(key: CaseStudyKey) {
  const { t } = useTranslation("case-studies");
  const format = useFormatNumber();
  const study = caseStudy(key);
  const facts = caseStudyFacts(study);
  return {
    study,
    text: (part: StoryText) => t(`items.${key}.${part}`, facts),
    // Result labels are named by the catalogue; case-studies.test.ts reads each in every language.
    results: study.results.map((result) => ({
      key: result.key,
      value: format(result.value, RESULT_FORMATS[result.format]),
      label: translateDataKey(t, `items.${key}.results.${result.key}`),
    })),
  };
}

/** "Illustrative example(s), not a specific client's results", when any of the stories shown is one. */
export function IllustrativeNote({ stories }: { stories: readonly CaseStudyKey[] }) {
  const { t } = useTranslation("case-studies");
  if (!stories.some((key) => caseStudy(key).illustrative)) return null;
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="illustrative-note">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      {stories.length === 1 ? t("illustrativeNote.one") : t("illustrativeNote.several")}
    </p>
  );
}

/** One story as a card (a `CardGrid` item): who, the headline, the story in two sentences and its results. */
function CaseStudyCard({ story }: { story: CaseStudyKey }) {
  const { text, results } = useCaseStudy(story);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold text-brand-700">{text("client")}</p>
      <h3 className="mt-1 text-lg font-semibold text-slate-900">{text("title")}</h3>
      <p className="mt-2 flex-1 text-slate-600">{text("summary")}</p>
      <dl className="mt-5 flex flex-wrap gap-3">
        {results.map((result) => (
          <div
            key={result.key}
            className="flex flex-col-reverse rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
          >
            <dt>{result.label}</dt>
            <dd className="text-lg font-bold">{result.value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Stories side by side, with the line that says they are illustrative. */
export function CaseStudyCards({ stories }: { stories: readonly CaseStudyKey[] }) {
  return (
    <div className="space-y-6">
      <IllustrativeNote stories={stories} />
      <CardGrid columns={stories.length === 2 ? 2 : 3}>
        {stories.map((story) => (
          <CaseStudyCard key={story} story={story} />
        ))}
      </CardGrid>
    </div>
  );
}

/**
 * Stories by their headline figure (the design system's big-number case-study band): the figure large, who the
 * client is and what happened in two sentences, its other results small, and a link to the whole story on its
 * solution page. No boxes: the figures carry the band. Sits inside a `Section`, whose `h2` it continues with `h3`s.
 */
export function CaseStudyBand({ stories }: { stories: readonly CaseStudyKey[] }) {
  return (
    <div className="space-y-8">
      <IllustrativeNote stories={stories} />
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        {stories.map((story) => (
          <CaseStudyFigure key={story} story={story} />
        ))}
      </div>
    </div>
  );
}

function CaseStudyFigure({ story }: { story: CaseStudyKey }) {
  const { t } = useTranslation("case-studies");
  const { study, text, results } = useCaseStudy(story);
  const headline = results.find((result) => result.key === study.headline)!;
  const others = results.filter((result) => result !== headline);
  return (
    <article className="flex flex-col border-t-4 border-brand-700 pt-6">
      <dl>
        <div className="flex flex-col-reverse gap-1">
          <dt className="text-lg text-slate-600">{headline.label}</dt>
          <dd className="font-display text-5xl font-extrabold tracking-tight text-brand-700 sm:text-7xl">
            {headline.value}
          </dd>
        </div>
      </dl>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600">{text("client")}</p>
      <h3 className="mt-1 text-xl font-semibold text-slate-900">{text("title")}</h3>
      <p className="mt-2 flex-1 text-slate-600">{text("summary")}</p>
      <dl className="mt-5 flex flex-wrap gap-x-8 gap-y-3">
        {others.map((result) => (
          <div key={result.key} className="flex flex-col-reverse text-sm text-slate-600">
            <dt>{result.label}</dt>
            <dd className="text-xl font-bold text-slate-900">{result.value}</dd>
          </div>
        ))}
      </dl>
      <CardLink to={`/solutions/${study.solution}#case-study`}>
        {t("caseStudy.readMore")}
        <span className="sr-only">: {text("title")}</span>
      </CardLink>
    </article>
  );
}

/**
 * One story told in full (a solution page): who, what was wrong, what we did, how it ended, and the headline results
 * beside it (below it on phones). Sits inside a `Section`, whose `h2` it continues with an `h3`.
 */
export function CaseStudyArticle({ story }: { story: CaseStudyKey }) {
  const { t } = useTranslation("case-studies");
  const { text, results } = useCaseStudy(story);
  const parts = [
    { label: t("caseStudy.challenge"), text: text("challenge") },
    { label: t("caseStudy.approach"), text: text("approach") },
    { label: t("caseStudy.outcome"), text: text("outcome") },
  ];
  return (
    <article className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-5 lg:gap-12 lg:p-10">
      <div className="lg:col-span-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{text("client")}</p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{text("title")}</h3>
        <dl className="mt-6 space-y-5">
          {parts.map((part) => (
            <div key={part.label}>
              <dt className="font-semibold text-slate-900">{part.label}</dt>
              <dd className="mt-1 text-slate-600">{part.text}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6">
          <IllustrativeNote stories={[story]} />
        </div>
      </div>
      <div className="lg:col-span-2">
        <h4 className="sr-only">{t("caseStudy.results")}</h4>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {results.map((result) => (
            <div
              key={result.key}
              className="flex flex-col-reverse gap-1 rounded-xl bg-brand-900 p-5 text-white"
            >
              <dt className="text-sm text-brand-100">{result.label}</dt>
              <dd className="font-display text-3xl font-bold">{result.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

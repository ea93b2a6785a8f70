import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * One client's story on a solution page: who, what was wrong, what we did, how it ended, and the headline
 * results beside it (below it on phones). Sits inside a `Section`, whose `h2` it continues with an `h3`.
 */
export function CaseStudy({
  client,
  title,
  challenge,
  approach,
  outcome,
  results,
}: {
  client: ReactNode;
  title: ReactNode;
  challenge: ReactNode;
  approach: ReactNode;
  outcome: ReactNode;
  results: readonly { value: ReactNode; label: ReactNode }[];
}) {
  const { t } = useTranslation("solutions");
  const story = [
    { label: t("solution.caseStudy.challenge"), text: challenge },
    { label: t("solution.caseStudy.approach"), text: approach },
    { label: t("solution.caseStudy.outcome"), text: outcome },
  ];
  return (
    <article className="grid gap-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-5 lg:gap-12 lg:p-10">
      <div className="lg:col-span-3">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{client}</p>
        <h3 className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{title}</h3>
        <dl className="mt-6 space-y-5">
          {story.map((part) => (
            <div key={part.label}>
              <dt className="font-semibold text-slate-900">{part.label}</dt>
              <dd className="mt-1 text-slate-600">{part.text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="lg:col-span-2">
        <h4 className="sr-only">{t("solution.caseStudy.results")}</h4>
        <dl className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          {results.map((result, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a case study's results are fixed and ordered
            <div key={index} className="flex flex-col-reverse gap-1 rounded-xl bg-brand-900 p-5 text-white">
              <dt className="text-sm text-brand-100">{result.label}</dt>
              <dd className="text-3xl font-bold">{result.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}

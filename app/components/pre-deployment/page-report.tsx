import { ChevronDown, CircleCheck, CircleX, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import type { PageReport } from "#app/components/pre-deployment/run-checks.ts";
import { numberFormat } from "#app/domain/intl-format.ts";
import { directionOf } from "#app/domain/languages.ts";
import type {
  CheckMessage,
  CheckResult,
  CheckStatus,
} from "#app/domain/pre-deployment/pre-deployment-checks.ts";

/** Each status by icon, colour and word: never by colour alone. */
const STATUS_LOOK: Record<CheckStatus, { icon: typeof CircleCheck; tone: string }> = {
  pass: { icon: CircleCheck, tone: "text-emerald-700" },
  warn: { icon: TriangleAlert, tone: "text-amber-700" },
  error: { icon: CircleX, tone: "text-red-700" },
};

export function StatusIcon({ status }: { status: CheckStatus }) {
  const { icon: Icon, tone } = STATUS_LOOK[status];
  return <Icon aria-hidden className={`size-5 shrink-0 ${tone}`} />;
}

/**
 * Figures in the page's language's grouping and separators, in Latin digits (milliseconds, pixels and HTTP status
 * codes are technical values, read alongside the code that shows them).
 */
export function useNumbers() {
  const lang = useLanguage();
  return (value: number, options?: Intl.NumberFormatOptions) =>
    numberFormat(lang, { numberingSystem: "latn", maximumFractionDigits: 2, ...options }).format(value);
}

/**
 * An address inside a sentence, kept left to right: in Arabic, `/ar/pricing` would otherwise show as `ar/pricing/`.
 * Isolated only in right-to-left pages (the marks are invisible, but they are text).
 */
export function useIsolatePath() {
  const rtl = directionOf(useLanguage()) === "rtl";
  return (path: string) => (rtl ? `\u2066${path}\u2069` : path);
}

/** A check's message in the page's language, its numbers formatted for it. */
export function useCheckMessage() {
  const { t } = useTranslation("pre-deployment");
  const number = useNumbers();
  return (message: CheckMessage) => {
    // Typed as the message's values are, not as strings: i18next would read a string-valued record as a default value.
    const values: CheckMessage["values"] = Object.fromEntries(
      Object.entries(message.values ?? {}).map(([name, value]) => [
        name,
        typeof value === "number" ? number(value) : value,
      ]),
    );
    return t(message.key, values);
  };
}

/** Passed / total as a bar: a meter, with its value said in words. */
export function PassRateBar({
  rate,
  passed,
  total,
  label,
}: {
  rate: number;
  passed: number;
  total: number;
  label: string;
}) {
  const { t } = useTranslation("pre-deployment");
  const number = useNumbers();
  const text = t("report.passRateValue", {
    rate: number(rate / 100, { style: "percent" }),
    passed: number(passed),
    total: number(total),
  });
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="font-semibold text-slate-900" data-testid="pass-rate">
          {text}
        </span>
      </div>
      {/* 100 % is optimum (green), 50-99 % below it (amber), under 50 % far below it (red). */}
      <meter
        aria-label={label}
        aria-valuetext={text}
        min={0}
        max={100}
        low={50}
        high={99.5}
        optimum={100}
        value={rate}
        className="mt-1 block h-3 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-meter-bar]:rounded-full [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-slate-200 [&::-webkit-meter-even-less-good-value]:rounded-full [&::-webkit-meter-even-less-good-value]:bg-red-700 [&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-emerald-700 [&::-webkit-meter-suboptimum-value]:rounded-full [&::-webkit-meter-suboptimum-value]:bg-amber-600"
      >
        {text}
      </meter>
    </div>
  );
}

/** One check: its status and summary as the summary of a disclosure that lists what it found. */
function CheckDisclosure({ check }: { check: CheckResult }) {
  const { t } = useTranslation("pre-deployment");
  const message = useCheckMessage();
  return (
    <details className="group rounded-lg border border-slate-200 bg-white" data-check={check.id}>
      <summary className="flex cursor-pointer list-none items-start gap-3 rounded-lg p-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
        <StatusIcon status={check.status} />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-slate-900">{t(`checks.${check.id}.name`)}</span>
            <span
              className={`text-sm font-semibold ${STATUS_LOOK[check.status].tone}`}
              data-testid="check-status"
            >
              {t(`status.${check.status}`)}
            </span>
          </span>
          <span className="mt-0.5 block text-sm text-slate-600">{message(check.details)}</span>
        </span>
        <ChevronDown aria-hidden className="mt-0.5 size-5 shrink-0 text-slate-500 group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-200 p-3 text-sm">
        <p className="text-slate-600">{t(`checks.${check.id}.what`)}</p>
        {check.items.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("report.nothing")}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {check.items.map((item, index) => (
              // A finding has no identity beyond its place in the list.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list
              <li key={index} className="flex items-start gap-2">
                <StatusIcon status={item.status} />
                <span className="min-w-0">
                  <span className="sr-only">{t(`status.${item.status}`)}: </span>
                  <span className="text-slate-800">{message(item.issue)}</span>
                  <code dir="ltr" className="mt-0.5 block break-all font-mono text-xs text-slate-600">
                    {item.element}
                  </code>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

/** One page's results: its address, load time, pass rate and the twelve checks. */
export function PageReportCard({ report }: { report: PageReport }) {
  const { t } = useTranslation("pre-deployment");
  const number = useNumbers();
  const isolate = useIsolatePath();
  const headingId = useId();
  const passed = report.checks.filter((check) => check.status === "pass").length;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200"
      data-testid="page-report"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          <a href={report.url} dir="ltr" className="text-brand-700 hover:underline">
            {report.url}
          </a>
        </h3>
        <p className="text-sm text-slate-600">
          {report.loadTimeMs === null
            ? t("report.notLoaded")
            : t("report.loadTime", { ms: number(report.loadTimeMs) })}
        </p>
      </div>
      <PassRateBar
        rate={report.passRate}
        passed={passed}
        total={report.checks.length}
        label={t("report.passRateOf", { page: isolate(report.url) })}
      />
      <ul className="mt-4 grid gap-2 lg:grid-cols-2">
        {report.checks.map((check) => (
          <li key={check.id}>
            <CheckDisclosure check={check} />
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Play } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "#app/components/language.tsx";
import {
  PageReportCard,
  PassRateBar,
  useIsolatePath,
  useNumbers,
} from "#app/components/pre-deployment/page-report.tsx";
import type { PageReport } from "#app/components/pre-deployment/run-checks.ts";
import { Button } from "#app/components/ui/button.tsx";
import { localHref } from "#app/domain/languages.ts";

type Run =
  | { phase: "idle" }
  | { phase: "running"; index: number; path: string; reports: PageReport[] }
  | { phase: "done"; reports: PageReport[]; overall: number }
  | { phase: "failed"; reports: PageReport[] };

/**
 * 'Run Tests' (spec 001 §2.22): loads the check code (only now: the page's first load stays light), then each key
 * page in a hidden frame, one by one. Progress is said in a live region; each page's results appear as it is done.
 * Without JavaScript the button stays disabled and a note says why.
 */
export function CheckRunner({ pages }: { pages: readonly string[] }) {
  const { t } = useTranslation("pre-deployment");
  const lang = useLanguage();
  const [hydrated, setHydrated] = useState(false);
  const [run, setRun] = useState<Run>({ phase: "idle" });
  const host = useRef<HTMLDivElement>(null);
  const running = useRef<AbortController | null>(null);
  const number = useNumbers();
  const isolate = useIsolatePath();

  useEffect(() => {
    setHydrated(true);
    return () => running.current?.abort();
  }, []);

  async function start() {
    if (!host.current || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const reports: PageReport[] = [];
    setRun({ phase: "running", index: 0, path: pages[0] ?? "/", reports });
    try {
      const { checkPages, passRate } = await import("#app/components/pre-deployment/run-checks.ts");
      await checkPages(pages, {
        lang,
        host: host.current,
        frameTitle: t("run.frameTitle"),
        signal: controller.signal,
        onProgress: (index, path) => setRun({ phase: "running", index, path, reports: [...reports] }),
        onReport: (report) => {
          reports.push(report);
          setRun((current) =>
            current.phase === "running" ? { ...current, reports: [...reports] } : current,
          );
        },
      });
      if (controller.signal.aborted) return;
      setRun({ phase: "done", reports, overall: passRate(reports.flatMap((report) => report.checks)) });
    } catch (error) {
      console.warn("Pre-deployment check failed", error);
      setRun({ phase: "failed", reports });
    } finally {
      running.current = null;
    }
  }

  const busy = run.phase === "running";
  const reports = run.phase === "idle" ? [] : run.reports;
  const allChecks = reports.flatMap((report) => report.checks);
  const progress =
    run.phase === "running"
      ? t("progress.testing", {
          index: number(run.index + 1),
          total: number(pages.length),
          page: isolate(localHref(lang, run.path)),
        })
      : run.phase === "done"
        ? t("progress.done", { total: number(run.reports.length) })
        : run.phase === "failed"
          ? t("progress.failed")
          : "";

  return (
    <div>
      <div className="flex flex-wrap items-center gap-4">
        <Button
          onClick={() => void start()}
          disabled={!hydrated || busy}
          aria-busy={busy}
          className="px-5 py-3 text-base"
        >
          <Play aria-hidden className="size-4" />
          {busy ? t("run.running") : t("run.button")}
        </Button>
        <p role="status" className="text-slate-700" data-testid="check-progress">
          {progress}
        </p>
      </div>
      <noscript>
        <p className="mt-4 rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">
          {t("run.noscript")}
        </p>
      </noscript>

      {run.phase === "done" && (
        <div className="mt-8 rounded-xl bg-white p-5 ring-1 ring-slate-200" data-testid="overall">
          <PassRateBar
            rate={run.overall}
            passed={allChecks.filter((check) => check.status === "pass").length}
            total={allChecks.length}
            label={t("report.overall", { pages: number(run.reports.length) })}
          />
        </div>
      )}
      {reports.length > 0 && (
        <ol className="mt-8 space-y-6" aria-label={t("report.title")}>
          {reports.map((report) => (
            <li key={report.path}>
              <PageReportCard report={report} />
            </li>
          ))}
        </ol>
      )}
      {/* The frame pages load in: laid out at a phone's size (so it can be measured), never shown or focused. */}
      <div
        ref={host}
        className="pointer-events-none invisible fixed top-0 start-0 -z-10 overflow-hidden"
        data-testid="check-frame-host"
      />
    </div>
  );
}

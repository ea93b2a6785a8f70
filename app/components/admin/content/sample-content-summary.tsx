import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { SampleContentStatus } from "#app/domain/admin/sample-content.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";

/**
 * What is left of the sample content: removed (when), not taken by this deployment, or in place (the sample rows
 * still stored, and the samples the pages carry in code), with the way to the one action that removes it all.
 */
export function SampleContentSummary({ status }: { status: SampleContentStatus }) {
  const { t, i18n } = useTranslation("admin-content");
  const { pathname } = useLocation();
  const { removedAt, allowed, remaining } = status;
  const left = Object.values(remaining).reduce((sum, count) => sum + count, 0);
  const state = removedAt
    ? t("samples.removedOn", {
        date: dateTimeFormat(i18n.language, { dateStyle: "long", timeZone: "Australia/Sydney" }).format(
          new Date(removedAt),
        ),
      })
    : allowed
      ? t("samples.shown")
      : t("samples.notTaken");
  return (
    <section aria-labelledby="samples-state" className="space-y-4">
      <h2 id="samples-state" className="text-lg font-semibold text-slate-900">
        {state}
      </h2>
      <ul className="list-disc space-y-1 ps-6 text-sm text-slate-700" data-testid="sample-rows">
        <li>{t("samples.partners", { count: remaining.partners })}</li>
        <li>{t("samples.posts", { count: remaining.posts })}</li>
        <li>{t("samples.opportunities", { count: remaining.opportunities })}</li>
        <li>{t("samples.webinars", { count: remaining.webinars })}</li>
        <li>{t("samples.team", { count: remaining.team })}</li>
        {!removedAt && allowed && <li>{t("samples.inCode")}</li>}
      </ul>
      {(left > 0 || (!removedAt && allowed)) && (
        <Link to={`${pathname}?confirm=delete`} className={buttonClass("danger")}>
          {t("samples.remove")}
        </Link>
      )}
    </section>
  );
}

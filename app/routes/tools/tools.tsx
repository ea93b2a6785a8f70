import { ArrowRight } from "lucide-react";
import { type ComponentType, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { deferred } from "#app/components/deferred.tsx";
import { OpenLeadFormButton } from "#app/components/leads/open-lead-form-button.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import type { ToolAnswer } from "#app/components/tools/tool-answer.ts";
import { ToolTabs } from "#app/components/tools/tool-tabs.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PageHero } from "#app/components/ui/sections.tsx";
import { metaDescription } from "#app/domain/meta-description.ts";
import { leadSourceOf, type ToolId, toolOfTab } from "#app/domain/tools/tool-ids.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { toolsAction } from "#app/routes/tools/tools.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/tools";

export const handle = i18nHandle("tools", "tools-market", "tools-payments");

type ToolProps = { answer?: ToolAnswer };

/*
 * Each tool's code (its form, schema, charts) loads only on /tools, and only the open tab's: the server renders
 * the tool in full (it works without JavaScript), the browser hydrates it once its chunk has arrived.
 */
const loadRoi = () => import("#app/components/tools/roi-calculator.tsx").then((module) => module.RoiTool);
const loadMarket = () =>
  import("#app/components/tools/market-sizing-tool.tsx").then((module) => module.MarketSizingTool);
const loadPayments = () =>
  import("#app/components/tools/payments-planner.tsx").then((module) => module.PaymentsTool);
const TOOL_COMPONENTS: Record<ToolId, ComponentType<ToolProps>> = {
  roi: deferred(loadRoi, import.meta.env.SSR ? await loadRoi() : undefined),
  "market-sizing": deferred(loadMarket, import.meta.env.SSR ? await loadMarket() : undefined),
  payments: deferred(loadPayments, import.meta.env.SSR ? await loadPayments() : undefined),
};

/** `/tools?tab=roi|market-sizing|payments` (spec 000 §2 "Tools page"): the tab is the URL's, ROI by default. */
export function loader({ request }: Route.LoaderArgs) {
  return { tool: toolOfTab(new URL(request.url).searchParams.get("tab")) };
}

/** Every tool's 'Calculate' (without JavaScript) and 'Save results'. */
export function action({ request, context }: Route.ActionArgs) {
  return toolsAction(request, context);
}

export const headers = formHeaders;

export default function ToolsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("tools");
  const { tool } = loaderData;
  const Tool = TOOL_COMPONENTS[tool];
  const answer = actionData?.tool === tool ? (actionData as ToolAnswer) : undefined;

  return (
    <>
      <PageMeta
        title={t("page.metaTitle", { tool: t(`tabs.${tool}.title`) })}
        description={metaDescription([t("page.metaDescription"), t(`tabs.${tool}.description`)])}
      />
      <PageHero title={t("page.title")} lead={t("page.lead")} />
      <section aria-label={t("tabs.label")} className="bg-white">
        <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
          <ToolTabs active={tool}>
            <Suspense fallback={null}>
              {/* A new tab starts a new form: its state and answer are its own. */}
              <Tool key={tool} answer={answer} />
            </Suspense>
          </ToolTabs>
          <aside
            aria-labelledby="tools-expert-title"
            className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div>
              <h2 id="tools-expert-title" className="text-2xl font-bold">
                {t("expert.title")}
              </h2>
              <p className="mt-2 max-w-2xl text-brand-100">{t("expert.text")}</p>
            </div>
            <OpenLeadFormButton
              source={leadSourceOf(tool)}
              className={buttonClass("secondary", "shrink-0 px-5 py-3 text-base")}
            >
              {t("expert.button")}
              <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
            </OpenLeadFormButton>
          </aside>
        </div>
      </section>
    </>
  );
}

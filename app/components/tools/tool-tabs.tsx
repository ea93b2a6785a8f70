import { Calculator, type LucideIcon, PieChart, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocalizedHref } from "#app/components/language.tsx";
import { LinkTabs } from "#app/components/ui/link-tabs.tsx";
import { TOOL_IDS, type ToolId } from "#app/domain/tools/tool-ids.ts";

const ICONS: Record<ToolId, LucideIcon> = { roi: Calculator, "market-sizing": PieChart, payments: Wallet };

/** The three tools as link tabs to `/tools?tab=<id>` (spec 000 §2 "Tools page"); the active tool's panel follows. */
export function ToolTabs({ active, children }: { active: ToolId; children: ReactNode }) {
  const { t } = useTranslation("tools");
  const href = useLocalizedHref();
  return (
    <LinkTabs
      ids={TOOL_IDS}
      active={active}
      idPrefix="tool"
      label={t("tabs.label")}
      href={(tool) => href(`/tools?tab=${tool}`)}
      tabClassName="flex items-start gap-3 px-4 py-3 text-start"
      renderTab={(tool, selected) => {
        const Icon = ICONS[tool];
        return (
          <>
            <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${selected ? "text-brand-700" : ""}`} />
            <span>
              <span className="block font-semibold">{t(`tabs.${tool}.title`)}</span>
              <span className="mt-0.5 block text-sm text-slate-600">{t(`tabs.${tool}.description`)}</span>
            </span>
          </>
        );
      }}
    >
      {/* The open tool's heading, for the page's outline (the tab shows its title already). */}
      <h2 className="sr-only">{t(`tabs.${active}.title`)}</h2>
      {children}
    </LinkTabs>
  );
}

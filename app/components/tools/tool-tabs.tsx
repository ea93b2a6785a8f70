import { Calculator, type LucideIcon, PieChart, Wallet } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { directionOf } from "#app/domain/languages.ts";
import { TOOL_IDS, type ToolId } from "#app/domain/tools/tool-ids.ts";

const ICONS: Record<ToolId, LucideIcon> = { roi: Calculator, "market-sizing": PieChart, payments: Wallet };

export const tabId = (tool: ToolId) => `tool-tab-${tool}`;
export const panelId = (tool: ToolId) => `tool-panel-${tool}`;

/**
 * The three tools as a tab list (spec 000 §2 "Tools page"). Each tab is a link to `/tools?tab=<id>`, so a tool can
 * be linked and the tabs work without JavaScript. With it, the tab list is one stop for Tab, and the arrow keys
 * (mirrored in Arabic), Home and End move to and open the neighbouring tab. The active tool's panel follows.
 */
export function ToolTabs({ active, children }: { active: ToolId; children: ReactNode }) {
  const { t } = useTranslation("tools");
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const rtl = directionOf(useLanguage()) === "rtl";
  const tabs = useRef<Partial<Record<ToolId, HTMLAnchorElement | null>>>({});
  // Roving focus only once the arrow keys work: without JavaScript every tab stays reachable with Tab.
  const [roving, setRoving] = useState(false);
  useEffect(() => setRoving(true), []);
  const [focusNext, setFocusNext] = useState<ToolId | null>(null);
  useEffect(() => {
    if (focusNext && focusNext === active) {
      tabs.current[active]?.focus();
      setFocusNext(null);
    }
  }, [focusNext, active]);

  const toolHref = (tool: ToolId) => href(`/tools?tab=${tool}`);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the tab that has the focus: the page may still show the previous tab while the next one loads.
    const focused = TOOL_IDS.find((tool) => tabs.current[tool] === event.target);
    const at = TOOL_IDS.indexOf(focused ?? active);
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === forward
        ? TOOL_IDS[(at + 1) % TOOL_IDS.length]
        : event.key === back
          ? TOOL_IDS[(at - 1 + TOOL_IDS.length) % TOOL_IDS.length]
          : event.key === "Home"
            ? TOOL_IDS[0]
            : event.key === "End"
              ? TOOL_IDS[TOOL_IDS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    setFocusNext(next);
    void navigate(toolHref(next), { preventScrollReset: true });
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={t("tabs.label")}
        onKeyDown={onKeyDown}
        className="grid grid-cols-1 gap-2 rounded-xl bg-slate-100 p-1.5 sm:grid-cols-3"
      >
        {TOOL_IDS.map((tool) => {
          const selected = tool === active;
          const Icon = ICONS[tool];
          return (
            <Link
              key={tool}
              ref={(element) => {
                tabs.current[tool] = element;
              }}
              to={toolHref(tool)}
              id={tabId(tool)}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(tool) : undefined}
              tabIndex={roving && !selected ? -1 : undefined}
              preventScrollReset
              className={`flex items-start gap-3 rounded-lg px-4 py-3 text-start transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/60"
              }`}
            >
              <Icon aria-hidden className={`mt-0.5 size-5 shrink-0 ${selected ? "text-brand-700" : ""}`} />
              <span>
                <span className="block font-semibold">{t(`tabs.${tool}.title`)}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(`tabs.${tool}.description`)}</span>
              </span>
            </Link>
          );
        })}
      </div>
      <div
        id={panelId(active)}
        role="tabpanel"
        aria-labelledby={tabId(active)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tab panel is a stop after the tab list (ARIA tabs pattern)
        tabIndex={0}
        className="mt-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
      >
        {/* The open tool's heading, for the page's outline (the tab shows its title already). */}
        <h2 className="sr-only">{t(`tabs.${active}.title`)}</h2>
        {children}
      </div>
    </div>
  );
}

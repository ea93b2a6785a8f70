import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLanguage } from "#app/components/language.tsx";
import { directionOf } from "#app/domain/languages.ts";

/**
 * A tab list whose tabs are links (`?tab=<id>` of the page), so each tab can be linked and the tabs work without
 * JavaScript; the active tab's panel follows. With JavaScript the tab list is one stop for Tab, and the arrow keys
 * (mirrored in Arabic), Home and End move to and open the neighbouring tab (the ARIA tabs pattern).
 */
export function LinkTabs<Id extends string>({
  ids,
  active,
  idPrefix,
  label,
  href,
  tabClassName,
  renderTab,
  children,
}: {
  ids: readonly Id[];
  active: Id;
  /** Prefix of the tabs' and panels' element ids, unique on the page. */
  idPrefix: string;
  label: string;
  /** The tab's link, in the page's language. */
  href: (id: Id) => string;
  /** Layout of a tab (padding, alignment); colours and focus ring are the list's. */
  tabClassName: string;
  renderTab: (id: Id, selected: boolean) => ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const rtl = directionOf(useLanguage()) === "rtl";
  const tabs = useRef<Partial<Record<Id, HTMLAnchorElement | null>>>({});
  // Roving focus only once the arrow keys work: without JavaScript every tab stays reachable with Tab.
  const [roving, setRoving] = useState(false);
  useEffect(() => setRoving(true), []);
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the tab that has the focus: the page may still show the previous tab while the next one loads.
    const focused = ids.find((id) => tabs.current[id] === event.target);
    const at = ids.indexOf(focused ?? active);
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    const next =
      event.key === forward
        ? ids[(at + 1) % ids.length]
        : event.key === back
          ? ids[(at - 1 + ids.length) % ids.length]
          : event.key === "Home"
            ? ids[0]
            : event.key === "End"
              ? ids[ids.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    // The tabs stay mounted while the page loads the next one, so the focus moves now, once (a focus effect after
    // the navigation would pull it back to a tab the visitor has already left when the keys come quickly).
    tabs.current[next]?.focus();
    void navigate(href(next), { preventScrollReset: true });
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-1 gap-2 rounded-xl bg-slate-100 p-1.5 sm:grid-cols-3"
      >
        {ids.map((id) => {
          const selected = id === active;
          return (
            <Link
              key={id}
              ref={(element) => {
                tabs.current[id] = element;
              }}
              to={href(id)}
              id={tabId(id)}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(id) : undefined}
              tabIndex={roving && !selected ? -1 : undefined}
              preventScrollReset
              className={`${tabClassName} rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                selected ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:bg-white/60"
              }`}
            >
              {renderTab(id, selected)}
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
        {children}
      </div>
    </div>
  );
}

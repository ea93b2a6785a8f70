import { type ReactNode, useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";

/**
 * A `<details>` that the app closes when it moves to another page: on an app page a link or the back button
 * changes the page without reloading it, and the header, with any menu left open, stays. Returns the ref for it.
 */
export function useClosedOnNavigation() {
  const root = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    // Not on the first render: a menu opened before hydration stays open.
    if (key === shownKey.current) return;
    shownKey.current = key;
    if (root.current) root.current.open = false;
  }, [key]);
  return root;
}

/**
 * A summary that shows and hides a panel of links or actions: a native `<details>` disclosure, so it opens and
 * closes the moment it is visible, before any script has loaded (issue 27 item 3), and is what screen readers
 * expect for navigation (lighter than a menu widget). React never controls `open`: the page script
 * (page-script/disclosures.ts, on every page, document pages too) closes it on Escape, a tap or focus outside, a
 * link chosen or another menu opened; the app closes it when it navigates. `children` gets `close` for actions
 * that finish later (the language switch).
 */
export function DisclosureMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName = "",
  align = "start",
  testId,
  children,
}: {
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName: string;
  panelClassName?: string;
  align?: "start" | "end";
  testId?: string;
  children: (close: () => void) => ReactNode;
}) {
  const root = useClosedOnNavigation();
  const panelId = useId();
  const close = () => {
    if (root.current) root.current.open = false;
  };

  return (
    <details ref={root} data-disclosure="" className="group relative">
      <summary
        data-testid={testId}
        aria-label={triggerLabel}
        aria-controls={panelId}
        className={`${triggerClassName} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        {trigger}
      </summary>
      <div
        id={panelId}
        className={`absolute top-full z-50 mt-1.5 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg ${
          align === "end" ? "end-0" : "start-0"
        } ${panelClassName}`}
      >
        {children(close)}
      </div>
    </details>
  );
}

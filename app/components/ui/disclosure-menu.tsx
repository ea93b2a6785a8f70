import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A summary that shows and hides a panel of links or actions: a native `<details>` disclosure, so it opens and
 * closes the moment it is visible, before the page's code has loaded (issue 27 item 3), and is what screen readers
 * expect for navigation (lighter than a menu widget). Once hydrated: Escape closes it and returns focus to the
 * summary; a click or focus outside closes it; any navigation closes it.
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
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const panelId = useId();
  const location = useLocation();

  const mounted = useRef(false);
  // On mount the state starts from the element (opened before hydration, which leaves the element as it is);
  // afterwards any navigation closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the page changes
  useEffect(() => {
    setOpen(!mounted.current && (root.current?.open ?? false));
    mounted.current = true;
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocus = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) summary.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("focusin", onFocus);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <details
      ref={root}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group relative"
    >
      <summary
        ref={summary}
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
        {children(() => setOpen(false))}
      </div>
    </details>
  );
}

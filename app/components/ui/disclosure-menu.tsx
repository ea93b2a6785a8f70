import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A button that shows and hides a panel of links or actions: the WAI-ARIA disclosure pattern for site navigation
 * (lighter than a full menu widget and what screen readers expect for nav links). Escape closes it and returns
 * focus to the button; a click or focus outside closes it; any navigation closes it.
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
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.key]);

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
      if (root.current?.contains(document.activeElement)) button.current?.focus();
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
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        data-testid={testId}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        data-state={open ? "open" : "closed"}
        className={triggerClassName}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-1.5 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg ${
          align === "end" ? "end-0" : "start-0"
        } ${panelClassName}`}
      >
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}

import {
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { useLocation } from "react-router";
import { useLocalizedHref } from "#app/components/language.tsx";
import { useOverlay } from "#app/components/shell/overlays.tsx";
import { DEFAULT_LEAD_SOURCE } from "#app/domain/form-fields.ts";

/**
 * Which button opened the overlay: its source label (stored with the lead) and the element that gets focus back
 * when the overlay closes. Buttons live anywhere on the page, the overlay once in the layout.
 */
type Opener = { source: string; element: HTMLElement | null };
let opener: Opener = { source: DEFAULT_LEAD_SOURCE, element: null };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function setOpener(next: Opener) {
  opener = next;
  for (const listener of listeners) listener();
}
const SERVER_OPENER: Opener = { source: DEFAULT_LEAD_SOURCE, element: null };

/**
 * Opens the Market Assessment overlay. It is a link to /assessment (the same form on a page) so it still works
 * before JavaScript has loaded or without it.
 */
export function OpenLeadFormButton({
  source = DEFAULT_LEAD_SOURCE,
  className,
  children,
}: {
  source?: string;
  className?: string;
  children: ReactNode;
}) {
  const { setOpen } = useOverlay("lead-form");
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setOpener({ source, element: event.currentTarget });
    setOpen(true);
  };
  return (
    <a
      href={href(`/assessment?${new URLSearchParams({ source, from: pathname })}`)}
      onClick={open}
      onPointerEnter={loadOverlay}
      onFocus={loadOverlay}
      aria-haspopup="dialog"
      className={className}
    >
      {children}
    </a>
  );
}

/** The opener of the overlay that is (or was last) open. */
export function useLeadFormOpener(): Opener {
  return useSyncExternalStore(
    subscribe,
    () => opener,
    () => SERVER_OPENER,
  );
}

const loadOverlay = () => import("#app/components/forms/lead-form-overlay.tsx");
const LeadFormOverlay = lazy(loadOverlay);

/**
 * Mounted once in the layout. The overlay's code (dialog, form, validation) loads when a visitor first reaches
 * for an opening button, and stays mounted afterwards so its confirmation toast can show.
 */
export function LeadFormOverlayMount() {
  const { isOpen } = useOverlay("lead-form");
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (isOpen) setUsed(true);
  }, [isOpen]);
  if (!used && !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LeadFormOverlay />
    </Suspense>
  );
}

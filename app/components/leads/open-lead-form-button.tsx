import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useLocalizedHref } from "#app/components/language.tsx";
import { setLeadFormOpener } from "#app/components/leads/lead-form-opener.ts";
import { useOverlay } from "#app/components/shell/overlays.tsx";
import { DEFAULT_LEAD_SOURCE } from "#app/domain/form/form-fields.ts";

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
  const leadFormHref = useLeadFormHref();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLeadFormOpener({ source, element: event.currentTarget });
    setOpen(true);
  };
  return (
    <a
      href={leadFormHref(source)}
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

/** Links to the lead form's page, in the current language, recording a lead source and the page they are on. */
export function useLeadFormHref() {
  const href = useLocalizedHref();
  const { pathname } = useLocation();
  return (source: string) => href(`/assessment?${new URLSearchParams({ source, from: pathname })}`);
}

const loadOverlay = () => import("#app/components/leads/lead-form-overlay.tsx");
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

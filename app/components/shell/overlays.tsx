import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/**
 * The site's full-screen overlays are mutually exclusive: opening the lead form closes the mobile menu and
 * the other way round (spec 000 §4). One piece of state decides which one is open.
 */
export type OverlayName = "mobile-menu" | "lead-form";

type OverlayState = {
  open: OverlayName | null;
  show(name: OverlayName): void;
  hide(name?: OverlayName): void;
};

const OverlayContext = createContext<OverlayState | null>(null);

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<OverlayName | null>(null);
  const value = useMemo<OverlayState>(
    () => ({
      open,
      show: setOpen,
      hide: (name) => setOpen((current) => (name === undefined || current === name ? null : current)),
    }),
    [open],
  );
  return <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>;
}

export function useOverlay(name: OverlayName) {
  const state = useContext(OverlayContext);
  if (!state) throw new Error("useOverlay outside OverlayProvider");
  return {
    isOpen: state.open === name,
    setOpen: (next: boolean) => (next ? state.show(name) : state.hide(name)),
  };
}

import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

/**
 * The app's overlays by name, one open at a time: today the lead form's (its buttons open it, the overlay reads
 * it). The mobile menu and the exit-intent offer are native disclosures and dialogs (decision 061); opening the
 * lead form closes the menu as any click outside it does (page-script/disclosures.ts).
 */
export type OverlayName = "lead-form";

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

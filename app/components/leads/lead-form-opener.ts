import { useSyncExternalStore } from "react";
import { DEFAULT_LEAD_SOURCE } from "#app/domain/form/form-fields.ts";

/**
 * Which button opened the overlay: its source label (stored with the lead) and the element that gets focus back
 * when the overlay closes. Buttons live anywhere on the page, the overlay once in the layout.
 */
export type Opener = { source: string; element: HTMLElement | null };
let opener: Opener = { source: DEFAULT_LEAD_SOURCE, element: null };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export function setLeadFormOpener(next: Opener) {
  opener = next;
  for (const listener of listeners) listener();
}
const SERVER_OPENER: Opener = { source: DEFAULT_LEAD_SOURCE, element: null };

/** The opener of the overlay that is (or was last) open. */
export function useLeadFormOpener(): Opener {
  return useSyncExternalStore(
    subscribe,
    () => opener,
    () => SERVER_OPENER,
  );
}

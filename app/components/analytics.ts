/** Analytics events go to the tag manager's `dataLayer`; a failure is logged as a warning and ignored. */
type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export function track(event: string, params: Record<string, unknown> = {}) {
  try {
    const w = window as DataLayerWindow;
    w.dataLayer ??= [];
    w.dataLayer.push({ event, ...params });
  } catch (error) {
    console.warn("Analytics event failed", error);
  }
}

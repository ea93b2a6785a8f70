import { type ComponentType, lazy } from "react";

/**
 * A component the server renders in full (so the HTML works without JavaScript) but whose code the browser loads
 * after the page, outside the first-load bundle. Render it inside `<Suspense>`: React keeps the server's HTML and
 * hydrates that part once the chunk arrives. For heavy parts below the fold (forms in the footer). `server` must be
 * what `load` resolves to; pass it only in the server build (`import.meta.env.SSR`).
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  server: ComponentType<Props> | undefined,
): ComponentType<Props> {
  return server ?? lazy(async () => ({ default: await load() }));
}

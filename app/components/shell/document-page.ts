/**
 * Document pages (decision 061): pages a visitor reads (home, solutions, about, blog, FAQ, legal, country pages)
 * are sent as HTML that works whole without the app. They never load or hydrate React: their menus are `<details>`,
 * their links and forms are plain, and the page script (page-script/page-script.ts, a few KB) adds what little behaviour
 * they have. The app (React, the router, translations in the browser) loads only on app pages: tools, pricing,
 * checkout, forms with live validation, accounts, the back office.
 *
 * A route becomes a document page with `export const handle = documentPage(...)` and
 * `export const clientMiddleware = [loadAsDocument]` (route-table.test.ts checks that each has both).
 */

type DocumentPageHandle = { hydrate: false };

/** Marks a route's handle as a document page's. */
export function documentPage<Handle extends object>(handle: Handle): Handle & DocumentPageHandle {
  return { ...handle, hydrate: false };
}

/** Whether the matched routes' handles make this a document page. */
export function isDocumentPage(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) => (handle as Partial<DocumentPageHandle> | null | undefined)?.hydrate === false,
  );
}

/**
 * A link followed on an app page that leads to a document page loads that page as a document, as any link on a
 * document page does: the app never renders a document page in the browser. A client middleware, which runs on
 * every navigation the app makes to the route and never on the server (a client loader would also run instead of
 * the page's data on the server when the route has no loader). It never calls on: the browser is leaving.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}

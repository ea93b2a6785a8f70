import { createInstance, type Resource } from "i18next";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { languageFromPath } from "#app/domain/languages.ts";
import { baseOptions } from "#app/i18n/i18n.ts";

/**
 * `element` as the server renders it on the page at `path` (its language from the path), with the translations
 * given and, for the shell's parts that read it, the root route's data: the markup a page script finds in a
 * document page (app/page-script/*.test.tsx put it into happy-dom's document).
 */
export function serverMarkup(
  element: ReactElement,
  { path = "/", resources, rootData }: { path?: string; resources: Resource; rootData?: unknown },
): string {
  const i18n = createInstance();
  i18n
    .use(initReactI18next)
    .init({ ...baseOptions, lng: languageFromPath(path), resources, initAsync: false });
  const router = createMemoryRouter([{ id: "root", path: "/*", element, loader: () => null }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: rootData ?? null } },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

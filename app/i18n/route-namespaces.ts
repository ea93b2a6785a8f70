/**
 * Routes name the translation namespaces their screen uses in their `handle`; the browser loads those (and the
 * shell's) before the page renders: `entry.client.tsx` before hydrating, `useRouteNamespaces` (in the root
 * route) before showing a page reached by client-side navigation.
 */
import type { i18n as I18n } from "i18next";
import { use } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches } from "react-router";
import { languageFromPath } from "#app/domain/languages.ts";
import { type Namespace, SHELL_NAMESPACES } from "#app/i18n/i18n.ts";

/** A route module's `handle` (or part of it): the namespaces its screen uses besides `common`. */
export type I18nHandle = { i18n: readonly Namespace[] };

/** `export const handle = i18nHandle("account")`: this route's screen reads the `account` namespace. */
export function i18nHandle(...namespaces: Namespace[]): I18nHandle {
  return { i18n: namespaces };
}

/** The shell's namespaces plus those the given route handles declare, each once. */
export function namespacesFor(handles: Iterable<unknown>): Namespace[] {
  const namespaces = new Set<Namespace>(SHELL_NAMESPACES);
  for (const handle of handles) {
    const declared = (handle as Partial<I18nHandle> | null | undefined)?.i18n;
    if (Array.isArray(declared)) for (const ns of declared) namespaces.add(ns);
  }
  return [...namespaces];
}

/**
 * One promise per language and set of namespaces, kept after it settles: React's `use` needs the same promise on
 * every render while it waits, and a settled one lets the render go on at once.
 */
const loads = new Map<string, Promise<void>>();

export function loadNamespaces(i18n: I18n, lng: string, namespaces: readonly string[]): Promise<void> {
  const key = `${lng}:${namespaces.join(",")}`;
  let load = loads.get(key);
  if (!load) {
    load = (async () => {
      // A page in another language than the one shown (a language link): load that language first.
      if (lng !== i18n.language) await i18n.loadLanguages(lng);
      await i18n.loadNamespaces(namespaces);
    })().catch((error: unknown) => console.warn("Translations failed to load; continuing.", error));
    loads.set(key, load);
  }
  return load;
}

/**
 * Holds the matched routes' screen back until their namespaces are loaded. Navigations render in a transition,
 * so React keeps showing the current page meanwhile: no flash of untranslated keys. On the server, and on the
 * first render in the browser (entry.client.tsx loaded them), everything is there already.
 */
export function useRouteNamespaces(): void {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const lng = languageFromPath(useLocation().pathname);
  const missing = namespacesFor(matches.map((match) => match.handle)).filter(
    (ns) => !i18n.hasLoadedNamespace(ns, { lng }),
  );
  if (missing.length > 0) use(loadNamespaces(i18n, lng, missing));
}

/** Every locale file, mail texts included, bundled into the server: `resources[lng][ns]` (browser-locales.ts). */
import resources from "virtual:server-locales";
import { createInstance, type FlatNamespace, type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type LanguageCode } from "#app/domain/languages.ts";
import { baseOptions } from "#app/i18n/i18n.ts";

/** Every namespace, the server-only `mail-*` ones included. */
export const SERVER_NAMESPACES = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

const instances = new Map<LanguageCode, i18n>();

/**
 * The i18next instance for one language. Its language never changes, so concurrent requests in different
 * languages cannot leak into each other; it is built once per language and reused.
 */
export function getServerI18n(lng: LanguageCode): i18n {
  const existing = instances.get(lng);
  if (existing) return existing;
  const instance = createInstance();
  instance.use(initReactI18next).init({
    ...baseOptions,
    ns: SERVER_NAMESPACES,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    initAsync: false,
  });
  instances.set(lng, instance);
  return instance;
}

/**
 * A translate function for loaders, actions and e-mails (mails: the `mail-<area>` namespaces), its keys typed by the
 * namespace (`i18next.d.ts`); no namespace: `common`.
 */
export function serverT<Ns extends FlatNamespace = "common">(lng: LanguageCode, ns?: Ns): TFunction<Ns> {
  return getServerI18n(lng).getFixedT<Ns, undefined, Ns>(lng, ns);
}

/** Injected by vite.config.ts: package version plus the git commit it was built from. */
declare const __APP_VERSION__: string;
/** Injected by vite.config.ts: the version of the browser's locale files (app/i18n/browser-locales.ts). */
declare const __LOCALES_VERSION__: string;
/** Injected by vite.config.ts: the address of the page script's built file (app/page-script/page-script.ts). */
declare module "virtual:page-script" {
  const url: string;
  export default url;
}
/** Injected by app/i18n/browser-locales.ts (`serverLocales`): every locale file, `resources[lng][ns]`. */
declare module "virtual:server-locales" {
  const resources: Record<string, Record<string, Record<string, unknown>>>;
  export default resources;
}

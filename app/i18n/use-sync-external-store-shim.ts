/**
 * What react-i18next imports as `use-sync-external-store/shim` (a polyfill for React 17), for React 19, which has
 * the hook: vite.config.ts points the import here, so the polyfill's code stays out of every page's first load.
 */
export { useSyncExternalStore } from "react";

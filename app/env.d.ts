/** Injected by vite.config.ts: package version plus the git commit it was built from. */
declare const __APP_VERSION__: string;

/**
 * Imported by the admin layout only: makes the back office's namespaces loadable in the browser (see
 * `addLocaleFiles`), so their file map is in the admin chunk, not in every visitor's shell.
 */
import { addLocaleFiles } from "#app/i18n/i18n.ts";

addLocaleFiles(import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/admin*.json"));

/**
 * The page's one container edge (docs/design-system.md, grid): the header, every section, the footer and the
 * consent banner share it, so their content lines up at every width.
 */
export const CONTAINER = "mx-auto max-w-7xl px-4 sm:px-6 lg:px-8";

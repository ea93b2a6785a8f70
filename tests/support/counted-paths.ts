/**
 * The bound on counted paths (decision 057), for the tests: every path a counter can hold, and paths a client might
 * send.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import fc from "fast-check";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";
import routes from "#app/routes.ts";
import { COUNTED_VALUES } from "#app/server/analytics/counted-path.server.ts";

/** Each page's pattern (a route with a path or an index; pathless layouts are none), the not-found route left out. */
function pagePatterns(entries: RouteConfigEntry[], parent: string[] = []): string[][] {
  return entries.flatMap((entry) => {
    const segments = [...parent, ...(entry.path?.split("/") ?? [])];
    const own = (entry.path !== undefined || entry.index) && !segments.includes("*") ? [segments] : [];
    return [...own, ...pagePatterns(entry.children ?? [], segments)];
  });
}

/** Every path a counter can hold: the patterns, with a catalogue's values in place of their dynamic segments. */
export const COUNTABLE_PATHS = new Set(
  pagePatterns(routes.find((entry) => entry.path === ":lang?")!.children!).flatMap((pattern) =>
    pattern
      .reduce<string[][]>(
        (paths, segment, index) => {
          const values = COUNTED_VALUES[`/${pattern.slice(0, index + 1).join("/")}`] ?? [];
          return paths.flatMap((path) => [segment, ...values].map((value) => [...path, value]));
        },
        [[]],
      )
      .map((segments) => `/${segments.join("/")}`),
  ),
);

/** Paths a client might send: our segments, catalogue values, language codes and anything, in any order. */
export const anyPath = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ...new Set([...COUNTABLE_PATHS].flatMap((path) => path.split("/"))),
        ...LANGUAGE_CODES,
        ":id",
        "",
      ),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 6 },
  )
  .map((segments) => `/${segments.join("/")}`.slice(0, 200));

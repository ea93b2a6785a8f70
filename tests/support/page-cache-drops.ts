/**
 * How often this process dropped its rendered pages during each test of the enclosing describe block (content
 * changes must drop them once they commit): a getter, reset before each test.
 */
import { afterEach, beforeEach } from "vitest";
import { onPageCacheInvalidation } from "#app/server/http/page-cache-invalidation.server.ts";

export function countPageCacheDrops(): () => number {
  let drops = 0;
  let stop: () => void = () => {};
  beforeEach(() => {
    drops = 0;
    stop = onPageCacheInvalidation(() => {
      drops += 1;
    });
  });
  afterEach(() => stop());
  return () => drops;
}

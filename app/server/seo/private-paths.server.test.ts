import { describe, expect, it } from "vitest";
import { getEnv } from "#app/server/env.server.ts";
import { isPrivatePath } from "#app/server/seo/private-paths.server.ts";
import { robotsTxt } from "#app/server/seo/robots.server.ts";

describe("the country pages' private variants", () => {
  it("are private paths, for any country and customer, while the public pages are not", () => {
    expect(isPrivatePath("/regions/middle-east/qatar/private/acme-7")).toBe(true);
    expect(isPrivatePath("/regions/middle-east/saudi-arabia/private/x")).toBe(true);
    expect(isPrivatePath("/regions/middle-east/nowhere/private/")).toBe(true);
    expect(isPrivatePath("/regions/middle-east")).toBe(false);
    expect(isPrivatePath("/regions/middle-east/qatar")).toBe(false);
    expect(isPrivatePath("/regions/middle-east/private-sector")).toBe(false);
    expect(isPrivatePath("/regions/country-report/qatar")).toBe(false);
    expect(isPrivatePath("/about/regions/middle-east/qatar/private/x")).toBe(false);
  });

  it("are disallowed to crawlers in every language with a robots.txt wildcard", () => {
    // An indexable site's robots.txt (a local one disallows everything: allowsIndexing).
    const lines = robotsTxt(getEnv({ ...process.env, ALLOW_INDEXING: "true" })).split("\n");
    for (const prefix of ["", "/ko", "/zh", "/hi", "/ar"]) {
      expect(lines).toContain(`Disallow: ${prefix}/regions/middle-east/*/private/`);
    }
  });

  it("keep the other patterns' meaning: prefixes, and exact paths ending in $", () => {
    expect(isPrivatePath("/profile/company")).toBe(true);
    expect(isPrivatePath("/test")).toBe(true);
    expect(isPrivatePath("/testimonials")).toBe(false);
    expect(isPrivatePath("/debug/x")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { getEnv } from "#app/server/env.server.ts";
import { isPrivatePath } from "#app/server/seo/private-paths.server.ts";
import { robotsTxt } from "#app/server/seo/robots.server.ts";

describe("robotsTxt", () => {
  const lines = robotsTxt(getEnv({ ...process.env, ALLOW_INDEXING: "true" })).split("\n");

  it("points crawlers to the absolute sitemap address", () => {
    expect(lines).toContain(`Sitemap: ${new URL("/sitemap.xml", getEnv().SITE_URL).href}`);
    expect(lines[0]).toBe("User-agent: *");
  });

  it("disallows the private pages in every language", () => {
    for (const prefix of ["", "/ko", "/zh", "/hi", "/ar"]) {
      for (const path of ["/profile", "/admin", "/debug$", "/test$", "/regions/middle-east/*/private/"]) {
        expect(lines).toContain(`Disallow: ${prefix}${path}`);
      }
    }
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(25);
  });

  it("keeps every crawler out of a site that may not be indexed, and names no sitemap", () => {
    expect(robotsTxt(getEnv({ ...process.env, ALLOW_INDEXING: "false" }))).toBe(
      "User-agent: *\nDisallow: /\n",
    );
  });
});

describe("isPrivatePath", () => {
  it("matches prefixes, and exact paths where the pattern ends in $", () => {
    expect(isPrivatePath("/profile")).toBe(true);
    expect(isPrivatePath("/profile/company")).toBe(true);
    expect(isPrivatePath("/admin/leads")).toBe(true);
    expect(isPrivatePath("/test")).toBe(true);
    expect(isPrivatePath("/debug")).toBe(true);
    expect(isPrivatePath("/testimonials")).toBe(false);
    expect(isPrivatePath("/terms")).toBe(false);
    expect(isPrivatePath("/")).toBe(false);
  });
});

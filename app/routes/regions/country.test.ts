import { describe, expect, it } from "vitest";
import { countryMeta } from "#app/components/regions/country-meta.ts";
import { COUNTRIES } from "#app/content/countries.ts";
import { LANGUAGE_CODES } from "#app/domain/languages.ts";
import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN } from "#app/domain/meta-description.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { headers, loader } from "#app/routes/regions/country.tsx";

type Params = { slug?: string; customerId?: string };

/** The country page's loader for its params: what it returned or threw, as status, headers and data. */
function load(params: Params) {
  try {
    const result = loader({
      params,
      request: new Request("http://localhost:3000/"),
      context: undefined,
    } as never);
    const wrapped = result as unknown as { data: unknown; init?: { status?: number; headers?: HeadersInit } };
    return {
      status: wrapped.init?.status ?? 200,
      headers: new Headers(wrapped.init?.headers),
      data: wrapped.data as { slug: string; customerId: string | null },
    };
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return { status, headers: new Headers(), data: undefined };
    throw thrown;
  }
}

describe("/regions/middle-east/:slug loader", () => {
  it("answers each of the 22 countries, public, with nothing about robots", () => {
    for (const { slug } of COUNTRIES) {
      const answer = load({ slug });
      expect(answer.status, slug).toBe(200);
      expect(answer.data).toEqual({ slug, customerId: null });
      expect(answer.headers.get("X-Robots-Tag")).toBeNull();
    }
  });

  it("answers 404 for an unknown slug, whatever its case", () => {
    for (const slug of ["atlantis", "Qatar", "QATAR", "saudi_arabia", "qatar ", ""]) {
      expect(load({ slug }).status, slug).toBe(404);
    }
    expect(load({}).status).toBe(404);
  });
});

describe("/regions/middle-east/:slug/private/:customerId loader", () => {
  it("carries a well-formed customer identifier and tells robots not to index", () => {
    for (const customerId of ["acme", "ACME-2025", "cust_0042", "x".repeat(64)]) {
      const answer = load({ slug: "qatar", customerId });
      expect(answer.status, customerId).toBe(200);
      expect(answer.data).toEqual({ slug: "qatar", customerId });
      expect(answer.headers.get("X-Robots-Tag")).toBe("noindex");
    }
  });

  it("answers 404 for a malformed identifier or an unknown country", () => {
    for (const customerId of ["", "a b", "a.b", "a/b", "<b>", "x".repeat(65), "جهة"]) {
      expect(load({ slug: "qatar", customerId }).status, customerId).toBe(404);
    }
    expect(load({ slug: "atlantis", customerId: "acme" }).status).toBe(404);
  });

  it("hands the loader's headers to the response", () => {
    const loaderHeaders = new Headers({ "X-Robots-Tag": "noindex" });
    expect(new Headers(headers({ loaderHeaders } as never) as HeadersInit).get("X-Robots-Tag")).toBe(
      "noindex",
    );
  });
});

describe("country page titles and descriptions", () => {
  it.each(LANGUAGE_CODES)("are the page's own in %s, with a 50-160 character description", (lang) => {
    const t = serverT(lang, "middle-east");
    const tr = serverT(lang, "regions");
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const country of COUNTRIES) {
      const meta = countryMeta({ t, tr, lang, country, customerId: null });
      expect(meta.title).toContain(tr(`country.${country.slug}.name`));
      expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(meta.description).not.toMatch(/\{\{|undefined|NaN/);
      titles.add(meta.title);
      descriptions.add(meta.description);
      const briefing = countryMeta({ t, tr, lang, country, customerId: "acme" });
      expect(briefing.title).not.toBe(meta.title);
    }
    expect(titles.size).toBe(22);
    expect(descriptions.size).toBe(22);
    const hub = [t("hub.metaDescription"), t("notFound.metaDescription")];
    for (const text of hub) {
      expect(text.length, text).toBeGreaterThanOrEqual(META_DESCRIPTION_MIN);
      expect(text.length, text).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
  });
});

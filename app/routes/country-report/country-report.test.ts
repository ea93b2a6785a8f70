import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { COUNTRIES, countryBySlug } from "#app/content/countries.ts";
import { REPORT_TYPES } from "#app/domain/country-report/country-report-sections.ts";
import { LANGUAGE_CODES, localHref } from "#app/domain/languages.ts";
import { csvStream } from "#app/routes/country-report/country-report.server.ts";
import { loader } from "#app/routes/country-report/country-report.tsx";
import { loader as csvLoader } from "#app/routes/country-report/country-report-csv.ts";
import { loader as pdfLoader } from "#app/routes/country-report/country-report-pdf.ts";
import routes from "#app/routes.ts";
import { createRequestContext } from "#app/server/http/request-context.server.ts";
import { setPdfCacheDirForTests } from "#app/server/pdf/pdf-cache.server.ts";

const ORIGIN = "http://localhost:3000";

setPdfCacheDirForTests(mkdtempSync(path.join(tmpdir(), "pdf-cache-"))); // render, not read from ./data

/** A GET of `pathAndQuery` as React Router hands it to a loader: the slug is the segment after country-report/. */
function args(pathAndQuery: string, headers: Record<string, string> = {}) {
  const request = new Request(`${ORIGIN}${pathAndQuery}`, { headers });
  const slug = new URL(request.url).pathname.split("/country-report/")[1]!.split("/")[0]!;
  const context = createRequestContext({ nonce: "", clientIp: "203.0.113.1", requestId: "test" });
  return { request, params: { slug }, context } as never;
}

/** What a loader threw or returned, as a Response (404s are React Router's `data(null, { status })`). */
async function outcome(run: () => unknown): Promise<Response> {
  try {
    const result = await run();
    return result instanceof Response ? result : Response.json(result);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return new Response(null, { status });
    throw thrown;
  }
}

/** The text `pdftotext` (poppler) reads out of a PDF. */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "country-report-")), "report.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

/** The title in a PDF's metadata (`pdfinfo`). */
function pdfTitle(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "country-report-")), "report.pdf");
  writeFileSync(file, bytes);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  return /^Title:\s+(.*)$/m.exec(info)?.[1] ?? "";
}

/** The route module a path reaches (the deepest match), and the language it was read in. */
function reached(pathname: string) {
  const match = matchRoutes(routes as RouteObject[], pathname)?.at(-1);
  return { file: (match?.route as { file?: string } | undefined)?.file, params: match?.params };
}

describe("country report routes", () => {
  it.each(LANGUAGE_CODES)("reach the page and both downloads in %s", (lang) => {
    for (const [suffix, file] of [
      ["", "routes/country-report/country-report.tsx"],
      ["/pdf", "routes/country-report/country-report-pdf.ts"],
      ["/csv", "routes/country-report/country-report-csv.ts"],
    ] as const) {
      const route = reached(localHref(lang, `/regions/country-report/saudi-arabia${suffix}`));
      expect(route.file).toBe(file);
      expect(route.params?.slug).toBe("saudi-arabia");
      expect(route.params?.lang).toBe(lang === "en" ? undefined : lang);
    }
  });
});

describe("the report page's loader", () => {
  it("answers each of the 22 countries, comprehensive unless the URL names a known type", async () => {
    for (const country of COUNTRIES) {
      expect(await loader(args(`/regions/country-report/${country.slug}`))).toEqual({
        slug: country.slug,
        type: "comprehensive",
      });
    }
    for (const type of REPORT_TYPES) {
      expect(await loader(args(`/ar/regions/country-report/uae?type=${type}`))).toEqual({
        slug: "uae",
        type,
      });
    }
    for (const bogus of ["bogus", "RISK", "", "executive,risk"]) {
      expect(await loader(args(`/regions/country-report/uae?type=${encodeURIComponent(bogus)}`))).toEqual({
        slug: "uae",
        type: "comprehensive",
      });
    }
  });

  it("answers 404 for an unknown country, on the page and both downloads", async () => {
    for (const slug of ["atlantis", "Saudi-Arabia", "saudi_arabia", "uae.pdf"]) {
      const page = `/regions/country-report/${slug}`;
      expect((await outcome(() => loader(args(page)))).status).toBe(404);
      expect((await outcome(() => pdfLoader(args(`${page}/pdf`)))).status).toBe(404);
      expect((await outcome(() => csvLoader(args(`${page}/csv`)))).status).toBe(404);
    }
  });
});

describe("the report as PDF", () => {
  it("is a real PDF named after the country and type, with that type's sections in English", async () => {
    const response = await outcome(() =>
      pdfLoader(args("/regions/country-report/saudi-arabia/pdf?type=executive")),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="saudi-arabia-executive-report.pdf"',
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes).replace(/\s+/g, " ");
    expect(text).toContain("Saudi Arabia");
    expect(text).toContain("Executive summary");
    for (const heading of ["Key figures", "Market overview", "Priority opportunities", "Entry strategy"]) {
      expect(text).toContain(heading);
    }
    // Executive: the three risk levels, not the detail, and no financial profile.
    expect(text).toContain("Risk assessment");
    expect(text).not.toContain("How we answer it");
    expect(text).not.toContain("Financial profile");
    // The same figures as the page: GDP $1.07T, 33.3M people, the first opportunity at 3 % of GDP.
    expect(text).toContain("$1.07T");
    expect(text).toContain("33.3M");
    expect(text).toContain("Smart Cities");
    expect(text).toContain("$32B");
  });

  it("falls back to the comprehensive report for an unknown type", async () => {
    const response = await outcome(() => pdfLoader(args("/regions/country-report/jordan/pdf?type=nope")));
    expect(response.headers.get("content-disposition")).toContain(
      'filename="jordan-comprehensive-report.pdf"',
    );
    const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s+/g, " ");
    for (const heading of [
      "Economic outlook",
      "Opportunity landscape",
      "Financial profile",
      "How we answer it",
    ]) {
      expect(text).toContain(heading);
    }
  });

  it("is written in Arabic, with Arabic fonts, for /ar/", async () => {
    const response = await outcome(() => pdfLoader(args("/ar/regions/country-report/egypt/pdf?type=risk")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-language")).toBe("ar");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="egypt-risk-report.pdf"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.toString("latin1")).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic-Regular\b/);
    // The country's Arabic name on the page (poppler reads shaped Arabic back letter by letter: a short name
    // comes back whole) and in the document's title, with the type's title.
    expect(pdfText(bytes)).toContain("مصر");
    expect(pdfTitle(bytes)).toBe("مصر – تقرير المخاطر");
    const saudi = await outcome(() => pdfLoader(args("/ar/regions/country-report/saudi-arabia/pdf")));
    expect(pdfTitle(Buffer.from(await saudi.arrayBuffer()))).toBe(
      "المملكة العربية السعودية – التقرير الشامل",
    );
  });

  it("answers 304 when the browser already has these bytes", async () => {
    const first = await outcome(() => pdfLoader(args("/ko/regions/country-report/qatar/pdf")));
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await outcome(() =>
      pdfLoader(args("/ko/regions/country-report/qatar/pdf", { "if-none-match": etag })),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    const other = await outcome(() => pdfLoader(args("/zh/regions/country-report/qatar/pdf")));
    expect(other.headers.get("etag")).not.toBe(etag);
  });
});

describe("the report's figures as CSV", () => {
  it("streams UTF-8 with a BOM, headers in the page's language and one row per figure", async () => {
    const response = await outcome(() => csvLoader(args("/regions/country-report/saudi-arabia/csv")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="saudi-arabia-report.csv"',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe("Country,Section,Item,Value,Unit,Priority,Timeline");
    const saudi = countryBySlug("saudi-arabia")!;
    expect(lines).toContain(`Saudi Arabia,Economy,GDP,${saudi.gdpUsd},USD,,`);
    expect(lines).toContain(`Saudi Arabia,Economy,Population,${saudi.population},people,,`);
    expect(lines).toContain("Saudi Arabia,Economy,GDP per capita,32072,USD,,");
    expect(lines).toContain("Saudi Arabia,Economy,Trade value,53400000000,USD,,");
    expect(lines).toContain("Saudi Arabia,Economy,Investment pipeline,21360000000,USD,,");
    expect(lines).toContain("Saudi Arabia,Market,Market potential,Very High,,,");
    expect(lines).toContain("Saudi Arabia,Risk,Political risk,Low,,,");
    expect(lines).toContain("Saudi Arabia,Risk,Regulatory risk,Low,,,");
    expect(lines).toContain("Saudi Arabia,Risk,Economic risk,Low,,,");
    expect(lines).toContain(
      "Saudi Arabia,Opportunities,Smart Cities,32040000000,USD,High priority,2–3 years",
    );
    expect(lines).toContain(
      "Saudi Arabia,Opportunities,Renewable Energy,10680000000,USD,Low priority,5–7 years",
    );
    expect(lines).toHaveLength(1 + 17 + 1);
  });

  it("is in Arabic under /ar/", async () => {
    const response = await outcome(() => csvLoader(args("/ar/regions/country-report/egypt/csv")));
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const [header, first] = text.split("\r\n");
    expect(header).not.toMatch(/[A-Za-z]{3}/);
    expect(first!.startsWith("مصر,")).toBe(true);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="egypt-report.csv"');
  });

  it("escapes cells a spreadsheet would run as a formula, and quotes what needs quoting", async () => {
    const bytes = await buffer(
      csvStream([
        ['=HYPERLINK("http://evil")', "+1", "-2", "@SUM(A1)", "\tx", "plain, with comma"],
        [-5, 42, 'say "hi"', "line\nbreak", "", "١٢٣"],
      ]),
    );
    expect(bytes.toString("utf8")).toBe(
      "\uFEFF" +
        `"'=HYPERLINK(""http://evil"")",'+1,'-2,'@SUM(A1),'\tx,"plain, with comma"\r\n` +
        `-5,42,"say ""hi""","line\nbreak",,١٢٣\r\n`,
    );
  });
});

import { describe, expect, it, vi } from "vitest";
import { action as assessmentAction } from "#app/routes/leads/assessment.tsx";
import { loader as bidForecastLoader } from "#app/routes/resources/bid-forecast-download.tsx";
import { loader as guideLoader } from "#app/routes/resources/guide-download.tsx";
import { action, loader } from "#app/routes/resources/resources.tsx";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { emailSubscriptions, leads, outbox } from "#app/server/db/schema/index.ts";
import { seedDatabase } from "#app/server/db/seed/seed.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const request = {
  intent: "guide",
  name: "Ana Silva",
  email: "Ana@Example.com",
  company: "Acme",
  guide: "rd-grants-primer",
  page: "/ko/resources",
};

type Download = (args: never) => unknown;

/**
 * GETs a download route as a browser following a link would: its Response, or what it threw (a redirect is a
 * Response; a 404 is React Router's `data(…, { status })`, which the server turns into that status).
 */
async function get(loader: Download, path: string, params: Record<string, string> = {}, headers = {}) {
  const args = await new TestBrowser().args(path);
  for (const [name, value] of Object.entries(headers)) args.request.headers.set(name, String(value));
  try {
    return (await loader({ ...args, params } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return new Response(null, { status });
    throw thrown;
  }
}

/** The site path of the first link in a mail's text that points at `pathPrefix`. */
function linkIn(text: string, pathPrefix: string): string {
  const url = text
    .match(/https?:\/\/\S+/g)
    ?.find((candidate) => new URL(candidate).pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no link to ${pathPrefix} in:\n${text}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** The signed download link a successful guide request answers with. */
const downloadOf = (answer: object) => (answer as { download: string }).download;

const tampered = (path: string) =>
  path.replace(/token=(.)/, (_, c: string) => `token=${c === "A" ? "B" : "A"}`);

describe.each(TEST_BACKENDS)("guide requests on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("store the lead as guide_<slug> and mail a signed link that downloads the guide's PDF", async () => {
    const answer = await new TestBrowser().call(action, "/ko/resources", request);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ sent: true, intent: "guide", guide: "rd-grants-primer" });

    const [lead] = await database().db.select().from(leads);
    expect(lead).toMatchObject({
      email: "ana@example.com",
      source: "guide_rd-grants-primer",
      language: "ko",
      page: "/ko/resources",
    });

    const mails = await database().db.select().from(outbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["ana@example.com", "leads@ausentry.example"]);
    const mail = mails.find((row) => row.toAddress === "ana@example.com")!;
    expect(mail.subject).toContain("R&D 보조금 입문서"); // the guide's title, in the lead's language
    const link = linkIn(mail.textBody, "/ko/resources/guides/rd-grants-primer.pdf");
    expect(mail.htmlBody).toContain(link.replaceAll("&", "&amp;"));
    const staffMail = mails.find((row) => row.toAddress !== "ana@example.com")!;
    expect(staffMail.textBody).toContain("guide_rd-grants-primer");

    // The page's download link and the mail's are both signed for this guide.
    for (const path of [downloadOf(answer.data), link]) {
      const response = await get(guideLoader, path, { file: "rd-grants-primer.pdf" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="rd-grants-primer-ko\.pdf"; filename\*=UTF-8''R%26D%20/,
      );
      expect(response.headers.get("cache-control")).toBe("private, max-age=86400");
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      expect(Number(response.headers.get("content-length"))).toBe(body.byteLength);
    }

    const etag = (await get(guideLoader, link, { file: "rd-grants-primer.pdf" })).headers.get("etag")!;
    const revalidated = await get(
      guideLoader,
      link,
      { file: "rd-grants-primer.pdf" },
      { "if-none-match": etag },
    );
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
  });

  it("refuse a tampered, missing or other guide's link, and answer 404 for an unknown guide", async () => {
    const answer = await new TestBrowser().call(action, "/ko/resources", request);
    const link = downloadOf(answer.data);
    const backToForm = "/ko/resources?guide=rd-grants-primer&link=invalid#guide-form";

    for (const refused of [tampered(link), link.replace(/\?token=.*/, "")]) {
      const response = await get(guideLoader, refused, { file: "rd-grants-primer.pdf" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(backToForm);
    }
    // A link signed for one guide opens no other.
    const otherGuide = link.replace("rd-grants-primer", "australia-tech-playbook");
    const refused = await get(guideLoader, otherGuide, { file: "australia-tech-playbook.pdf" });
    expect(refused.headers.get("location")).toBe(
      "/ko/resources?guide=australia-tech-playbook&link=invalid#guide-form",
    );

    for (const file of ["unknown-guide.pdf", "rd-grants-primer", "rd-grants-primer.pdf.exe"]) {
      expect((await get(guideLoader, `/resources/guides/${file}`, { file })).status).toBe(404);
    }
  });

  it("refuse an unknown guide in the form, and store nothing for a bot", async () => {
    const invalid = await new TestBrowser().call(action, "/resources", {
      ...request,
      guide: "secret-report",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error).toHaveProperty("guide");
    const bot = await new TestBrowser().call(action, "/resources", {
      ...request,
      website: "http://spam.example",
    });
    expect(bot.data.sent).toBe(true);
    expect(await database().db.$count(leads)).toBe(0);
    expect(await database().db.$count(outbox)).toBe(0);
  });

  it("keep the Market Assessment's promise: its mail links the Bid Forecast in the lead's language", async () => {
    const { page: _page, guide: _guide, intent: _intent, ...lead } = request;
    await new TestBrowser().call(assessmentAction, "/ar/assessment", lead);
    const mail = (await database().db.select().from(outbox)).find(
      (row) => row.toAddress === "ana@example.com",
    )!;
    const link = linkIn(mail.textBody, "/ar/resources/bid-forecast.pdf");

    const response = await get(bidForecastLoader, link);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/filename="bid-forecast-ar\.pdf"/);
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const refused = await get(bidForecastLoader, tampered(link));
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/ar/assessment");
  });
});

describe.each(TEST_BACKENDS)("the newsletter box on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("signs the address up with source resources_page, answering the box with its thank-you", async () => {
    const answer = await new TestBrowser().call(action, "/hi/resources", {
      intent: "subscribe",
      email: "Ana@Example.com",
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ sent: true, intent: "subscribe" });
    const [subscriber] = await database().db.select().from(emailSubscriptions);
    expect(subscriber).toMatchObject({ email: "ana@example.com", source: "resources_page", language: "hi" });
    expect(await database().db.$count(leads)).toBe(0);
  });

  it("refuses a malformed address, keeping it, and a post that names neither form", async () => {
    const invalid = await new TestBrowser().call(action, "/resources", {
      intent: "subscribe",
      email: "ana@",
    });
    expect(invalid.status).toBe(400);
    expect(invalid.data.result).toMatchObject({
      initialValue: { intent: "subscribe", email: "ana@" },
      error: { email: ["emailInvalid"] },
    });
    const { intent: _intent, ...unnamed } = request;
    expect((await new TestBrowser().call(action, "/resources", unnamed)).status).toBe(400);
    expect(await database().db.$count(emailSubscriptions)).toBe(0);
    expect(await database().db.$count(leads)).toBe(0);
  });
});

describe.each(TEST_BACKENDS)("resources page posts on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("lists the three newest public posts with excerpts cut at 120 characters", async () => {
    await seedDatabase(database().db);
    const { data } = await new TestBrowser().call(loader, "/resources");
    expect(data.latest).toHaveLength(3);
    const dates = data.latest!.map((post) => post.publishedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(data.latest!.map((post) => post.slug)).not.toContain("2027-government-technology-pipeline");
    for (const post of data.latest!) {
      expect(Array.from(post.excerpt).length).toBeLessThanOrEqual(121);
    }
    expect(data.latest!.some((post) => post.excerpt.endsWith("…"))).toBe(true);
  });

  it("says the blog could not be read when the database fails", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setDatabaseForTests(undefined);
    const { data } = await new TestBrowser().call(loader, "/resources");
    expect(data.latest).toBeNull();
    logged.mockRestore();
  });
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PLAN_SLUGS } from "#app/content/plans.ts";
import { loader as blueprintLoader } from "#app/routes/pricing/blueprint-pdf.tsx";
import { action, loader } from "#app/routes/pricing/plan.tsx";
import { type SessionUser, sessionUserContext } from "#app/server/account/session.server.ts";
import { startCheckout } from "#app/server/checkout/checkout.server.ts";
import { subscriptionStatusOf } from "#app/server/checkout/subscription-status.server.ts";
import { setDatabaseForTests } from "#app/server/db/db.server.ts";
import { emailSubscriptions, leads, outbox } from "#app/server/db/schema/index.ts";
import { logger } from "#app/server/logger.server.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

// The payment provider is the commerce backend's (and its own tests'): faked here, so these tests cover what the
// plan page does with its answers.
vi.mock("#app/server/checkout/checkout.server.ts", () => ({ startCheckout: vi.fn() }));
vi.mock("#app/server/checkout/subscription-status.server.ts", () => ({ subscriptionStatusOf: vi.fn() }));
const checkoutFake = vi.mocked(startCheckout);
const statusFake = vi.mocked(subscriptionStatusOf);

const person = { name: "Ana Silva", email: "Ana@Example.com", company: "Acme" };

/** What a route function threw or returned, as a Response (404s are React Router's `data(…, { status })`). */
async function outcome(run: () => unknown): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return new Response(null, { status });
    throw thrown;
  }
}

/** GETs the blueprint route for `pathAndQuery` (its `file` param taken from the path). */
async function getBlueprint(pathAndQuery: string, headers: Record<string, string> = {}) {
  const args = await new TestBrowser().args(pathAndQuery);
  for (const [name, value] of Object.entries(headers)) args.request.headers.set(name, value);
  const file = new URL(args.request.url).pathname.split("/").at(-1)!;
  return outcome(() => blueprintLoader({ ...args, params: { file } } as never));
}

/** The text `pdftotext` (poppler) reads out of a PDF. */
function pdfText(bytes: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "blueprint-")), "plan.pdf");
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" });
}

describe.each(TEST_BACKENDS)("plan pages on %s", (backend) => {
  const database = useTestDatabase(backend);

  beforeEach(() => {
    checkoutFake.mockReset();
    statusFake.mockReset();
  });

  it("answer each of the five plans and 404 for an unknown slug", async () => {
    for (const slug of PLAN_SLUGS) {
      const args = await new TestBrowser().args(`/pricing/${slug}`);
      const data = await loader({ ...args, params: { slug } } as never);
      expect(data).toMatchObject({ slug, activePlanSlug: null });
    }
    expect(statusFake).not.toHaveBeenCalled(); // anonymous pages depend on the URL only
    const args = await new TestBrowser().args("/pricing/platinum");
    const missing = await outcome(() => loader({ ...args, params: { slug: "platinum" } } as never));
    expect(missing.status).toBe(404);
    const post = await new TestBrowser().args("/pricing/platinum", { intent: "subscribe", email: "a@b.co" });
    expect((await outcome(() => action({ ...post, params: { slug: "platinum" } } as never))).status).toBe(
      404,
    );
  });

  it("tell a signed-in subscriber which plan is theirs", async () => {
    statusFake.mockResolvedValue({
      hasActiveSubscription: true,
      planSlug: "growth-plan",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date("2030-01-01T00:00:00Z"),
    });
    const args = await new TestBrowser().args("/pricing/growth-plan");
    args.context.set(sessionUserContext, { id: "user-1", email: "buyer@example.com" } as SessionUser);
    const data = await loader({ ...args, params: { slug: "growth-plan" } } as never);
    expect(data).toMatchObject({ slug: "growth-plan", activePlanSlug: "growth-plan" });
    expect(statusFake).toHaveBeenCalledWith("user-1");
  });

  it("start this page's plan's checkout (303), or answer the banner's messages", async () => {
    const call = (slug: string, pathPrefix = "") =>
      new TestBrowser().call(
        (args: never) => action({ ...(args as object), params: { slug } } as never),
        `${pathPrefix}/pricing/${slug}`,
        { intent: "checkout", plan: slug },
      );
    checkoutFake.mockResolvedValue({ ok: true, url: "https://checkout.example/cs_1" });
    const started = await call("growth-plan", "/ar");
    expect(started.status).toBe(303);
    expect(started.location).toBe("https://checkout.example/cs_1");
    expect(checkoutFake).toHaveBeenCalledWith({ planSlug: "growth-plan", lang: "ar", user: null });

    checkoutFake.mockResolvedValue({ ok: false, error: "invalid_session" });
    const noUrl = await call("entry-kit");
    expect(noUrl.status).toBe(502);
    expect(noUrl.data).toEqual({ checkoutError: "pricing:errors.invalidSession", plan: "entry-kit" });

    checkoutFake.mockResolvedValue({ ok: false, error: "checkout_failed" });
    const notForSale = await call("enterprise");
    expect(notForSale.status).toBe(400);
    expect(notForSale.data).toEqual({ checkoutError: "pricing:errors.checkoutFailed", plan: "enterprise" });
  });

  const blueprint = (slug: string, body: Record<string, string>, pathPrefix = "") =>
    new TestBrowser().call(
      (args: never) => action({ ...(args as object), params: { slug } } as never),
      `${pathPrefix}/pricing/${slug}`,
      { intent: "blueprint", ...body },
    );

  it("store a blueprint request as pdf_download_{slug}, mail the link and answer the PDF to download", async () => {
    const answer = await blueprint("entry-kit", { ...person, page: "/ko/pricing/entry-kit" }, "/ko");
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({
      sent: true,
      intent: "blueprint",
      download: "/ko/pdfs/entry-kit-blueprint.pdf",
    });
    const [lead] = await database().db.select().from(leads);
    expect(lead).toMatchObject({
      name: "Ana Silva",
      email: "ana@example.com",
      company: "Acme",
      source: "pdf_download_entry-kit",
      language: "ko",
      page: "/ko/pricing/entry-kit",
    });
    const mails = await database().db.select().from(outbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["ana@example.com", "leads@ausentry.example"]);
    const mail = mails.find((row) => row.toAddress === "ana@example.com")!;
    expect(mail.subject).toContain("청사진"); // the blueprint's mail, in the lead's language
    expect(mail.textBody).toContain("/ko/pdfs/entry-kit-blueprint.pdf");
    expect(mail.textBody).not.toContain("bid-forecast");
    expect(mails.find((row) => row.toAddress !== "ana@example.com")!.textBody).toContain(
      "pdf_download_entry-kit",
    );
  });

  it("refuse an incomplete blueprint request and store nothing for a bot", async () => {
    const invalid = await blueprint("growth-plan", { ...person, company: " " });
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error).toHaveProperty("company");
    const bot = await blueprint("growth-plan", { ...person, website: "http://spam.example" });
    expect(bot.data.sent).toBe(true);
    expect(await database().db.$count(leads)).toBe(0);
  });

  it("say the spec's messages when the lead or the drip signup cannot be stored", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const warned = vi.spyOn(logger, "warn").mockImplementation(() => undefined); // the rate limit's store too
    setDatabaseForTests(undefined);
    const failed = await blueprint("assessment", person);
    expect(failed.status).toBe(500);
    expect(failed.data.result.error).toEqual({ "": ["requestFailed"] });
    const drip = await new TestBrowser().call(
      (args: never) => action({ ...(args as object), params: { slug: "assessment" } } as never),
      "/pricing/assessment",
      { intent: "subscribe", email: "drip@example.com" },
    );
    expect(drip.status).toBe(500);
    expect(drip.data.result.error).toEqual({ "": ["subscribeFailed"] });
    logged.mockRestore();
    warned.mockRestore();
  });

  it("sign an address up for the plan's drip as pricing_drip_{slug}, with its confirmation mail", async () => {
    const answer = await new TestBrowser().call(
      (args: never) => action({ ...(args as object), params: { slug: "premium-retainer" } } as never),
      "/hi/pricing/premium-retainer",
      { intent: "subscribe", email: "Drip@Example.com" },
    );
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ sent: true, intent: "subscribe" });
    const [row] = await database().db.select().from(emailSubscriptions);
    expect(row).toMatchObject({
      email: "drip@example.com",
      source: "pricing_drip_premium-retainer",
      language: "hi",
    });
    expect(await database().db.$count(outbox)).toBe(1);

    const invalid = await new TestBrowser().call(
      (args: never) => action({ ...(args as object), params: { slug: "premium-retainer" } } as never),
      "/pricing/premium-retainer",
      { intent: "subscribe", email: "not-an-address" },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data.result.error).toHaveProperty("email");
  });
});

describe("the blueprint PDF route", () => {
  it.each([
    ["/pdfs/growth-plan-blueprint.pdf", "en", "Growth Plan"],
    ["/ko/pdfs/entry-kit-blueprint.pdf", "ko", "엔트리 키트"],
    ["/pdfs/enterprise-blueprint.pdf?lang=zh", "zh", null],
    ["/ar/pdfs/premium-retainer-blueprint.pdf", "ar", null],
    ["/hi/pdfs/assessment-blueprint.pdf", "hi", null],
  ])("answers %s as a real PDF in %s", async (url, lang, name) => {
    const response = await getBlueprint(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-language")).toBe(lang);
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="[a-z-]+-blueprint-${lang}\\.pdf"; filename\\*=UTF-8''`),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
    const text = pdfText(bytes);
    if (name) expect(text).toContain(name);
  });

  it("is in the page's language: the plan's name and sections as the pricing texts have them", async () => {
    const { serverT } = await import("#app/i18n/i18n.server.ts");
    for (const lang of ["en", "ko", "zh"] as const) {
      const prefix = lang === "en" ? "" : `/${lang}`;
      const text = pdfText(
        Buffer.from(await (await getBlueprint(`${prefix}/pdfs/growth-plan-blueprint.pdf`)).arrayBuffer()),
      );
      expect(text).toContain(serverT(lang, "pricing")("plans.growthPlan.name"));
      expect(text).toContain(serverT(lang, "pricing-plan")("plan.howTitle"));
    }
  });

  it("answers 304 for the same bytes and 404 for unknown plans or file names", async () => {
    const first = await getBlueprint("/pdfs/entry-kit-blueprint.pdf");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await getBlueprint("/pdfs/entry-kit-blueprint.pdf", { "if-none-match": etag });
    expect(again.status).toBe(304);
    for (const file of ["platinum-blueprint.pdf", "entry-kit.pdf", "entry-kit-blueprint.pdf.exe"]) {
      expect((await getBlueprint(`/pdfs/${file}`)).status).toBe(404);
    }
  });
});

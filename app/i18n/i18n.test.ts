import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { browserLocaleFiles, localesVersion } from "#app/i18n/browser-locales.ts";
import { SERVER_NAMESPACES, serverT } from "#app/i18n/i18n.server.ts";
import { BROWSER_NAMESPACES, isServerOnlyNamespace, loadLocale, SHELL_NAMESPACES } from "#app/i18n/i18n.ts";

const files = readdirSync(path.join(import.meta.dirname, "..", "locales", "en")).map((file) =>
  file.replace(".json", ""),
);

/** The build's locale files, as the browser's `fetch` would get them (the paths the browser asked for kept). */
const fetched: string[] = [];
beforeEach(() => {
  fetched.length = 0;
  vi.stubGlobal("__LOCALES_VERSION__", "v1");
  vi.stubGlobal("fetch", async (url: string) => {
    fetched.push(url);
    const [lng, ns] = url.split("/").slice(-2);
    const file = path.join(import.meta.dirname, "..", "locales", lng!, ns!);
    return existsSync(file) && !ns!.startsWith("mail-")
      ? new Response(readFileSync(file))
      : new Response("Not Found", { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("translations", () => {
  it("lists every browser namespace, and only those, in BROWSER_NAMESPACES", () => {
    expect([...BROWSER_NAMESPACES].sort()).toEqual(files.filter((ns) => !isServerOnlyNamespace(ns)).sort());
    expect(BROWSER_NAMESPACES).toEqual(expect.arrayContaining([...SHELL_NAMESPACES]));
  });

  it("bundles every namespace, mail texts included, into the server", () => {
    expect([...SERVER_NAMESPACES].sort()).toEqual([...files].sort());
    expect(files.filter(isServerOnlyNamespace).length).toBeGreaterThan(0);
  });

  it("loads one language's namespace from the build's locale files", async () => {
    const english = await loadLocale("en", "common");
    expect((english.error as Record<string, string>).heading).toBe("Oops! Something went wrong");
    expect(fetched).toEqual([`/assets/locales/${__LOCALES_VERSION__}/en/common.json`]);
  });

  it("falls back to English when a language fails to load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fallback = await loadLocale("xx", "common");
    expect((fallback.error as Record<string, string>).heading).toBe("Oops! Something went wrong");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("gives the browser every namespace's file but the mail texts, under one version of them all", () => {
    const served = browserLocaleFiles().map(({ lng, ns }) => `${lng}/${ns}`);
    expect(served).toContain("ar/common");
    expect(served).toContain("hi/admin");
    expect(served.filter((file) => file.includes("/mail-"))).toEqual([]);
    expect(served.length).toBe(5 * BROWSER_NAMESPACES.length);
    expect(localesVersion()).toMatch(/^[0-9a-f]{12}$/);
  });

  it("translates on the server per language, never leaking between languages", () => {
    const en = serverT("en");
    const ar = serverT("ar");
    expect(en("error.tryAgain")).toBe("Try Again");
    expect(ar("error.tryAgain")).not.toBe("");
    expect(en("error.tryAgain")).toBe("Try Again");
  });

  it("translates mails on the server from the mail namespaces", () => {
    expect(serverT("en", "mail-account")("verify.subject")).toBe("Please confirm your email address");
    expect(serverT("ko", "mail-leads")("contact.subject")).not.toBe("contact.subject");
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { SERVER_NAMESPACES, serverT } from "#app/i18n/i18n.server.ts";
import { BROWSER_NAMESPACES, isServerOnlyNamespace, loadLocale, SHELL_NAMESPACES } from "#app/i18n/i18n.ts";

const files = readdirSync(path.join(import.meta.dirname, "..", "locales", "en")).map((file) =>
  file.replace(".json", ""),
);

describe("translations", () => {
  it("lists every browser namespace, and only those, in BROWSER_NAMESPACES", () => {
    expect([...BROWSER_NAMESPACES].sort()).toEqual(files.filter((ns) => !isServerOnlyNamespace(ns)).sort());
    expect(BROWSER_NAMESPACES).toEqual(expect.arrayContaining([...SHELL_NAMESPACES]));
  });

  it("bundles every namespace, mail texts included, into the server", () => {
    expect([...SERVER_NAMESPACES].sort()).toEqual([...files].sort());
    expect(files.filter(isServerOnlyNamespace).length).toBeGreaterThan(0);
  });

  it("loads one language's namespace", async () => {
    const english = await loadLocale("en", "common");
    expect((english.error as Record<string, string>).heading).toBe("Oops! Something went wrong");
  });

  it("falls back to English when a language fails to load", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fallback = await loadLocale("xx", "common");
    expect((fallback.error as Record<string, string>).heading).toBe("Oops! Something went wrong");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("cannot load a mail namespace in the browser: they are not in its build", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const ns of files.filter(isServerOnlyNamespace)) expect(await loadLocale("en", ns)).toEqual({});
    warn.mockRestore();
  });

  it("loads the back office's namespaces only once the admin area has added them", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await loadLocale("ko", "admin")).toEqual({});
    await import("#app/i18n/admin-locales.ts");
    expect(await loadLocale("ko", "admin")).toMatchObject({ nav: expect.any(Object) });
    warn.mockRestore();
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
    expect(serverT("ko", "mail-forms")("contact.subject")).not.toBe("contact.subject");
  });
});

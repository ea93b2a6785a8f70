import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { getEnv, InvalidEnvError } from "#app/server/env.server.ts";
import { createExpressApp } from "#app/server/http/express-app.server.ts";
import { listen } from "#app/server/processes.server.ts";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** The CSP of a page answered by the app configured with `env`. */
async function policyWith(env: Record<string, string>) {
  const app = createExpressApp({
    env: getEnv({ SITE_URL: "https://ausentry.example", ...env }),
    logger: pino({ level: "silent" }),
    database: { kind: "postgresql", ping: async () => true },
    handler: (_req, res) => {
      res.type("html").send("<p>page</p>");
    },
  });
  const server = await listen(app, 0, "127.0.0.1");
  servers.push(server);
  const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const directives = new Map<string, string[]>();
  for (const directive of (response.headers.get("content-security-policy") ?? "").split(";")) {
    const [name = "", ...values] = directive.trim().split(/\s+/);
    directives.set(name, values);
  }
  return directives;
}

describe("the tag manager in the CSP (decision 031)", () => {
  it("is allowed for scripts, connections and images only when GTM_ID is set", async () => {
    const withTagManager = await policyWith({ GTM_ID: "GTM-ABC123" });
    for (const directive of ["script-src", "connect-src", "img-src"]) {
      expect(withTagManager.get(directive)).toContain("https://www.googletagmanager.com");
    }
    expect(withTagManager.get("script-src")?.some((value) => value.startsWith("'nonce-"))).toBe(true);
    for (const directive of ["default-src", "style-src", "font-src", "frame-ancestors", "form-action"]) {
      expect(withTagManager.get(directive)).not.toContain("https://www.googletagmanager.com");
    }
    // Nothing else from Google.
    const all = [...withTagManager.values()].flat();
    expect(all.filter((value) => value.includes("google"))).toEqual(
      Array(3).fill("https://www.googletagmanager.com"),
    );

    const without = await policyWith({});
    expect([...without.values()].flat().some((value) => value.includes("google"))).toBe(false);
  });

  it("GTM_ID must be a container id", () => {
    expect(getEnv({ GTM_ID: "GTM-TEST123" }).GTM_ID).toBe("GTM-TEST123");
    expect(getEnv({}).GTM_ID).toBeUndefined();
    for (const bad of ["UA-1234-1", "GTM-", "gtm-abcd", "GTM-ABCD<script>"]) {
      expect(() => getEnv({ GTM_ID: bad }), bad).toThrow(InvalidEnvError);
    }
  });
});

import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { E2E_LOGIN_PATH, E2E_SECRET_HEADER, withE2eLogin } from "#app/server/account/e2e-login.server.ts";
import { loadSession } from "#app/server/account/session.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

const SECRET = "s".repeat(32);
const LOCAL = "http://localhost:3000";
/** The app's better-auth reads it to check the cookies the endpoint signs. */
const AUTH_SECRET = vi.hoisted(() => {
  process.env.BETTER_AUTH_SECRET = "a".repeat(32);
  return process.env.BETTER_AUTH_SECRET;
});
const config = { secret: SECRET, siteUrl: LOCAL, authSecret: AUTH_SECRET };
/** Stands in for the site: answers whatever the endpoint leaves. */
const site: RequestHandler = (_req, res) => {
  res.status(404).send("site");
};

describe("withE2eLogin switched off or misconfigured", () => {
  it("is the site's own handler when no secret is set", () => {
    expect(withE2eLogin(site, { ...config, secret: undefined })).toBe(site);
    expect(withE2eLogin(site, { ...config, secret: "" })).toBe(site);
  });

  it("refuses to start with a short secret, for a site served from elsewhere, or with no key to sign with", () => {
    expect(() => getEnv({ E2E_FIXTURE_SECRET: "short" })).toThrow(/E2E_FIXTURE_SECRET: must be at least 32/);
    expect(() => withE2eLogin(site, { ...config, siteUrl: "https://ausentry.example" })).toThrow(
      /SITE_URL must be localhost/,
    );
    expect(() => withE2eLogin(site, { ...config, authSecret: undefined })).toThrow(/BETTER_AUTH_SECRET/);
  });
});

describe.each(TEST_BACKENDS)("the e2e login endpoint on %s", (backend) => {
  useTestDatabase(backend);
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    const app = express().use(withE2eLogin(site, config));
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (body: unknown, secret?: string) =>
    fetch(origin + E2E_LOGIN_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", ...(secret && { [E2E_SECRET_HEADER]: secret }) },
      body: JSON.stringify(body),
    });

  it("passes requests without the secret on to the site", async () => {
    for (const response of [await post({ role: "admin" }), await post({ role: "admin" }, `${SECRET}x`)]) {
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("site");
    }
  });

  it("refuses a role it does not know", async () => {
    expect((await post({ role: "owner" }, SECRET)).status).toBe(400);
  });

  it.each(["user", "admin"] as const)("signs in a new, verified %s", async (role) => {
    const response = await post({ role }, SECRET);
    expect(response.status).toBe(200);
    const { email } = (await response.json()) as { email: string };
    const cookie = response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const session = await loadSession(new Request(LOCAL, { headers: { cookie } }));
    expect(session.user).toMatchObject({ email, role, emailVerified: true });
  });
});

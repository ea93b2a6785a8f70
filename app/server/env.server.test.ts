import { describe, expect, it } from "vitest";
import { getEnv, InvalidEnvError } from "#app/server/env.server.ts";

describe("getEnv", () => {
  it("has working defaults for a fresh machine", () => {
    const env = getEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      PGLITE_DIR: "./data/pglite",
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads and coerces values", () => {
    expect(getEnv({ PORT: "8080", TRUST_PROXY: "true", DATABASE_URL: "postgres://u@h/db" })).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      DATABASE_URL: "postgres://u@h/db",
    });
  });

  it.each([
    [{ PORT: "eighty" }, /^PORT: /],
    [{ PORT: "70000" }, /^PORT: /],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL: must be a postgres/],
    [{ SITE_URL: "not a url" }, /^SITE_URL: /],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL: /],
  ])("names the bad variable in one line: %o", (source, message) => {
    expect(() => getEnv(source)).toThrow(InvalidEnvError);
    expect(() => getEnv(source)).toThrow(message);
  });
});

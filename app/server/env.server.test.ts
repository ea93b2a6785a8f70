import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import {
  allowsIndexing,
  getEnv,
  InvalidEnvError,
  localModeParts,
  publicDeploymentProblems,
  seedsSampleContent,
} from "#app/server/env.server.ts";

/** A complete Stripe configuration (PAYMENT_PROVIDER=stripe starts with nothing less). */
const STRIPE = {
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_123",
  STRIPE_WEBHOOK_SECRET: "whsec_123",
  STRIPE_PRICE_ENTRY_KIT: "price_entry",
  STRIPE_PRICE_GROWTH_PLAN: "price_growth",
};

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
    expect(getEnv({ PORT: "8080", TRUST_PROXY: "1", DATABASE_URL: "postgres://u@h/db" })).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: 1,
      DATABASE_URL: "postgres://u@h/db",
    });
  });

  it("reads TRUST_PROXY as Express's trust proxy: off, a hop count or the proxies' addresses", () => {
    expect(getEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(getEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(getEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(getEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8, 203.0.113.4" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
      "203.0.113.4",
    ]);
  });

  it("reads the firm's contact details, each optional, the ABN written in groups once its check digits pass", () => {
    const env = getEnv({
      FIRM_PHONE: " +61 2 8000 1234 ",
      FIRM_ADDRESS: "Level 5, 1 Market Street, Sydney NSW 2000",
      FIRM_ABN: "51824753556",
    });
    expect(env).toMatchObject({
      FIRM_PHONE: "+61 2 8000 1234",
      FIRM_ADDRESS: "Level 5, 1 Market Street, Sydney NSW 2000",
      FIRM_ABN: "51 824 753 556",
    });
    const unset = getEnv({});
    expect([unset.FIRM_PHONE, unset.FIRM_ADDRESS, unset.FIRM_ABN]).toEqual([undefined, undefined, undefined]);
  });

  it("runs one process per CPU on PostgreSQL and one on PGlite, unless WEB_CONCURRENCY says otherwise", () => {
    const postgres = { DATABASE_URL: "postgres://u@h/db" };
    expect(getEnv(postgres).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(getEnv({ ...postgres, WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(getEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(getEnv({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
  });

  it.each([
    [
      { WEB_CONCURRENCY: "2" },
      /^WEB_CONCURRENCY: must be 1 without DATABASE_URL \(PGlite allows one process/,
    ],
    [{ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://u@h/db" }, /^WEB_CONCURRENCY: /],
    [{ WEB_CONCURRENCY: "two", DATABASE_URL: "postgres://u@h/db" }, /^WEB_CONCURRENCY: /],
    [{ PORT: "eighty" }, /^PORT: /],
    [{ PORT: "70000" }, /^PORT: /],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL: must be a postgres/],
    [{ SITE_URL: "not a url" }, /^SITE_URL: /],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL: /],
    [{ TRUST_PROXY: "true" }, /^TRUST_PROXY: must be false, a hop count/],
    [{ TRUST_PROXY: "10.0.0.0/33" }, /^TRUST_PROXY: /],
    [{ TRUST_PROXY: "proxy.internal" }, /^TRUST_PROXY: /],
    [{ TRUST_PROXY: "10.0.0.1," }, /^TRUST_PROXY: /],
    [{ FIRM_ABN: "51 824 753 557" }, /^FIRM_ABN: must be an 11-digit ABN/],
    [{ FIRM_ABN: "ABN 51 824 753 556" }, /^FIRM_ABN: /],
    [{ FIRM_PHONE: "call us" }, /^FIRM_PHONE: must be a phone number/],
    [{ FIRM_ADDRESS: " " }, /^FIRM_ADDRESS: /],
  ])("names the bad variable in one line: %o", (source, message) => {
    expect(() => getEnv(source)).toThrow(InvalidEnvError);
    expect(() => getEnv(source)).toThrow(message);
  });
  describe("payments", () => {
    const stripe = STRIPE;

    it("uses the built-in test provider unless told otherwise, with no Stripe settings needed", () => {
      expect(getEnv({}).PAYMENT_PROVIDER).toBe("test");
      expect(getEnv({ PAYMENT_PROVIDER: "test" }).STRIPE_SECRET_KEY).toBeUndefined();
    });

    it("accepts a complete Stripe configuration, with an optional API base for tests", () => {
      expect(getEnv(stripe)).toMatchObject(stripe);
      expect(getEnv({ ...stripe, STRIPE_API_BASE: "http://127.0.0.1:12111" }).STRIPE_API_BASE).toBe(
        "http://127.0.0.1:12111",
      );
    });

    it.each([
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "STRIPE_PRICE_ENTRY_KIT",
      "STRIPE_PRICE_GROWTH_PLAN",
    ])("stops with one line naming %s when PAYMENT_PROVIDER=stripe lacks it", (name) => {
      const source: Record<string, string | undefined> = { ...stripe, [name]: undefined };
      expect(() => getEnv(source)).toThrow(InvalidEnvError);
      expect(() => getEnv(source)).toThrow(new RegExp(`^${name}: is required with PAYMENT_PROVIDER=stripe$`));
    });

    it.each([
      [{ PAYMENT_PROVIDER: "paypal" }, /^PAYMENT_PROVIDER: /],
      [{ ...stripe, STRIPE_SECRET_KEY: "pk_test_123" }, /^STRIPE_SECRET_KEY: must be a Stripe secret key/],
      [{ ...stripe, STRIPE_WEBHOOK_SECRET: "secret" }, /^STRIPE_WEBHOOK_SECRET: must be a Stripe webhook/],
      [
        { ...stripe, STRIPE_PRICE_GROWTH_PLAN: "prod_1" },
        /^STRIPE_PRICE_GROWTH_PLAN: must be a Stripe price/,
      ],
    ])("refuses a malformed payment setting: %o", (source, message) => {
      expect(() => getEnv(source)).toThrow(message);
    });
  });
});

describe("sample content", () => {
  it("is seeded on localhost and on a declared staging site, not on a public deployment, unless told", () => {
    expect(seedsSampleContent(getEnv({}))).toBe(true);
    expect(seedsSampleContent(getEnv({ SITE_URL: "https://ausentry.com.au" }))).toBe(false);
    expect(seedsSampleContent(getEnv({ SITE_URL: "https://staging.ausentry.com.au", STAGING: "true" }))).toBe(
      true,
    );
    expect(seedsSampleContent(getEnv({ SEED_SAMPLE_CONTENT: "false" }))).toBe(false);
    expect(
      seedsSampleContent(getEnv({ SITE_URL: "https://ausentry.com.au", SEED_SAMPLE_CONTENT: "true" })),
    ).toBe(true);
    expect(() => getEnv({ SEED_SAMPLE_CONTENT: "yes" })).toThrow(
      /^SEED_SAMPLE_CONTENT: must be true or false/,
    );
  });
});

describe("indexing by search engines", () => {
  const stripe = STRIPE;

  it("is allowed only where real payments are taken and the site is not declared staging, unless told", () => {
    expect(allowsIndexing(getEnv({}))).toBe(false);
    expect(allowsIndexing(getEnv({ SITE_URL: "https://staging.ausentry.com.au", STAGING: "true" }))).toBe(
      false,
    );
    expect(allowsIndexing(getEnv({ SITE_URL: "https://ausentry.com.au", ...stripe }))).toBe(true);
    expect(allowsIndexing(getEnv({ SITE_URL: "https://ausentry.com.au", STAGING: "true", ...stripe }))).toBe(
      false,
    );
    expect(allowsIndexing(getEnv({ ALLOW_INDEXING: "true" }))).toBe(true);
    expect(allowsIndexing(getEnv({ ALLOW_INDEXING: "false", ...stripe }))).toBe(false);
    expect(() => getEnv({ ALLOW_INDEXING: "1" })).toThrow(/^ALLOW_INDEXING: must be true or false/);
  });
});

describe("key rings (APP_SECRETS, BETTER_AUTH_SECRETS)", () => {
  const [newest, older, oldest] = ["n", "o", "p"].map((letter) => letter.repeat(32));

  it.each(["APP_SECRETS", "BETTER_AUTH_SECRETS"] as const)("reads %s newest first, as written", (name) => {
    expect(getEnv({ [name]: `${newest},${older},${oldest}` })[name]).toEqual([newest, older, oldest]);
    expect(getEnv({})[name]).toBeUndefined();
  });

  it("ignores blanks around keys and empty entries (a trailing comma, a line break)", () => {
    expect(getEnv({ APP_SECRETS: ` ${newest} ,\n ${older},, ` }).APP_SECRETS).toEqual([newest, older]);
  });

  it("takes APP_SECRET and BETTER_AUTH_SECRET, the one-key forms, whole: a comma in the key stays", () => {
    const env = getEnv({ APP_SECRET: `${newest},x`, BETTER_AUTH_SECRET: older });
    expect(env.APP_SECRETS).toEqual([`${newest},x`]);
    expect(env.BETTER_AUTH_SECRETS).toEqual([older]);
    expect(env).not.toHaveProperty("APP_SECRET");
    expect(env).not.toHaveProperty("BETTER_AUTH_SECRET");
  });

  it.each([
    [
      { APP_SECRETS: `${newest},short` },
      /^APP_SECRETS: every key must be at least 32 characters \(key 2 is not\)$/,
    ],
    [
      { BETTER_AUTH_SECRETS: "short" },
      /^BETTER_AUTH_SECRETS: every key must be at least 32 characters \(key 1 is not\)$/,
    ],
    [{ APP_SECRETS: " , " }, /^APP_SECRETS: must list at least one key$/],
    [{ APP_SECRETS: "" }, /^APP_SECRETS: must list at least one key$/],
    [{ APP_SECRETS: `${newest},${older},${newest}` }, /^APP_SECRETS: lists a key twice$/],
    [{ APP_SECRET: "short" }, /^APP_SECRET: must be at least 32 characters$/],
    [
      { APP_SECRETS: newest, APP_SECRET: older },
      /^APP_SECRETS: set either APP_SECRETS or APP_SECRET, not both$/,
    ],
    [
      { BETTER_AUTH_SECRETS: newest, BETTER_AUTH_SECRET: older },
      /^BETTER_AUTH_SECRETS: set either BETTER_AUTH_SECRETS or BETTER_AUTH_SECRET, not both$/,
    ],
  ])("refuses a bad ring in one line that names positions, never keys: %o", (source, message) => {
    expect(() => getEnv(source)).toThrow(message);
  });
});

describe("a public deployment", () => {
  const local = getEnv({});
  it("needs nothing on localhost, and says what runs in local mode", () => {
    expect(publicDeploymentProblems({}, local)).toEqual([]);
    expect(localModeParts(local)).toEqual([
      "embedded database in ./data/pglite",
      "test payments (nothing is charged)",
      "mail written to ./data/mail, not sent",
      "links to http://localhost:3000",
      "no contact address on the pages (hello@ausentry.example is a placeholder)",
    ]);
  });

  it("names each setting a public SITE_URL lacks, one line each", () => {
    const source = { SITE_URL: "https://ausentry.com.au" };
    expect(publicDeploymentProblems(source, getEnv(source)).map((line) => line.split(":")[0])).toEqual([
      "PAYMENT_PROVIDER",
      "SMTP_URL",
      "DATABASE_URL",
      "TRUST_PROXY",
      "CONTACT_EMAIL",
      "MAIL_FROM",
      "CONTACT_INBOX",
    ]);
  });

  it("refuses a placeholder sender or inbox, read from `Name <address>` or a bare address", () => {
    const source = {
      SITE_URL: "https://ausentry.com.au",
      MAIL_FROM: "AusEntry Partners <hello@mail.example.com>",
      CONTACT_INBOX: "leads@ausentry.com.au",
    };
    const problems = publicDeploymentProblems(source, getEnv(source));
    expect(problems).toContain(
      "MAIL_FROM: must be the firm's real address for a public SITE_URL (https://ausentry.com.au), not hello@mail.example.com, or set STAGING=true for a test deployment",
    );
    expect(problems.some((line) => line.startsWith("CONTACT_INBOX"))).toBe(false);
    const bare = { ...source, MAIL_FROM: "hello@ausentry.com.au" };
    expect(publicDeploymentProblems(bare, getEnv(bare)).some((line) => line.startsWith("MAIL_FROM"))).toBe(
      false,
    );
  });

  it("starts when configured, or as a declared staging site on the embedded database", () => {
    const configured = {
      SITE_URL: "https://ausentry.com.au",
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_live_123",
      STRIPE_WEBHOOK_SECRET: "whsec_123",
      STRIPE_PRICE_ENTRY_KIT: "price_entry",
      STRIPE_PRICE_GROWTH_PLAN: "price_growth",
      SMTP_URL: "smtp://mail.internal:587",
      DATABASE_URL: "postgres://db.internal/ausentry",
      TRUST_PROXY: "1",
      CONTACT_EMAIL: "hello@ausentry.com.au",
      MAIL_FROM: "AusEntry Partners <hello@ausentry.com.au>",
      CONTACT_INBOX: "leads@ausentry.com.au",
    };
    expect(publicDeploymentProblems(configured, getEnv(configured))).toEqual([]);
    expect(localModeParts(getEnv(configured))).toEqual([]);
    const staging = {
      SITE_URL: "https://staging.ausentry.com.au",
      STAGING: "true",
      ALLOW_EMBEDDED_DATABASE: "true",
      TRUST_PROXY: "false",
    };
    expect(publicDeploymentProblems(staging, getEnv(staging))).toEqual([]);
  });
});

import { randomBytes } from "node:crypto";
import { parseEnvelope } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { URI } from "otpauth";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { FormAnswer, TwoFactorSetup } from "#app/domain/form/form-answer.ts";
import type { DatabaseHandle } from "#app/server/db/client.server.ts";
import { emailSubscriptions, twoFactors } from "#app/server/db/schema/index.ts";
import { TEST_BACKENDS, useTestDatabase } from "#tests/support/test-database.ts";

/** Keys as an operator would make them (`openssl rand -base64 32`). */
const key = () => randomBytes(32).toString("base64");
const [OLD_APP_KEY, NEW_APP_KEY, OLD_AUTH_KEY, NEW_AUTH_KEY] = [key(), key(), key(), key()];
const PASSWORD = "correct horse";
const RING_VARIABLES = ["APP_SECRETS", "BETTER_AUTH_SECRETS"] as const;

afterAll(() => {
  for (const name of RING_VARIABLES) delete process.env[name];
});

/**
 * The site as a process freshly started with these key rings on `database`: fresh modules, so nothing read
 * from the configuration before (the parsed environment, the rings, the better-auth instance) is kept.
 */
async function startWith(
  rings: Partial<Record<(typeof RING_VARIABLES)[number], string>>,
  database: DatabaseHandle,
) {
  for (const name of RING_VARIABLES) delete process.env[name];
  Object.assign(process.env, rings);
  vi.resetModules();
  const [db, newsletter, unsubscribe, register, login, enable, confirm, twoFactor, browser, reencrypt] =
    await Promise.all([
      import("#app/server/db/db.server.ts"),
      import("#app/server/newsletter/newsletter.server.ts"),
      import("#app/routes/newsletter/newsletter-unsubscribe.tsx"),
      import("#app/routes/account/register.tsx"),
      import("#app/routes/account/login.tsx"),
      import("#app/routes/account/profile/two-factor-enable.tsx"),
      import("#app/routes/account/profile/two-factor-confirm.tsx"),
      import("#app/routes/account/two-factor.tsx"),
      import("#tests/support/test-browser.ts"),
      import("#app/server/account/reencrypt-two-factor.server.ts"),
    ]);
  db.setDatabaseForTests(database);
  const { TestBrowser } = browser;
  return {
    reencryptTwoFactorSecrets: reencrypt.reencryptTwoFactorSecrets,
    unsubscribeLink: (email: string) => newsletter.unsubscribeLink(email, "en"),
    /** Opens an unsubscribe link as a mail reader would: whether it worked. */
    async unsubscribe(link: string) {
      const url = new URL(link);
      const answer = await new TestBrowser().call(unsubscribe.loader, url.pathname + url.search);
      return answer.data.unsubscribed;
    },
    /** Registers, signs in and turns on two-factor sign-in; the authenticator's setup. */
    async enrolTwoFactor(email: string) {
      const browser = new TestBrowser();
      const fields = { email, company: "Acme Pty Ltd", password: PASSWORD, confirmPassword: PASSWORD };
      await browser.call(register.action, "/register", fields);
      await browser.call(login.action, "/login", { email, password: PASSWORD });
      const enabled = await browser.call(enable.action, "/profile/two-factor-enable", { password: PASSWORD });
      const { setup } = enabled.data as FormAnswer & { setup: TwoFactorSetup };
      const confirmed = await browser.call(confirm.action, "/profile/two-factor-confirm", {
        code: URI.parse(setup.totpURI).generate(),
      });
      expect(confirmed.location).toBe("/profile?notice=twoFactorOn");
      return setup;
    },
    /** Signs in with the password, then the second step's code; where the site sends the visitor after it. */
    async signInWithCode(email: string, code: string, method: "totp" | "backup" = "totp") {
      const browser = new TestBrowser();
      const first = await browser.call(login.action, "/login", { email, password: PASSWORD });
      expect(first.location).toBe("/two-factor?redirectTo=%2Fprofile");
      const path = method === "backup" ? "/two-factor?method=backup" : "/two-factor?redirectTo=%2Fprofile";
      return (await browser.call(twoFactor.action, path, { code })).location;
    },
  };
}

describe.each(TEST_BACKENDS)("rotating the key rings on %s", (backend) => {
  const database = useTestDatabase(backend);

  it("keeps unsubscribe links sent before a rotation working, and signs new ones with the new key", async () => {
    await database().db.insert(emailSubscriptions).values({ email: "ana@example.com", source: "footer" });
    const before = await startWith({ APP_SECRETS: OLD_APP_KEY }, database());
    const sentBefore = before.unsubscribeLink("ana@example.com");

    const rotated = await startWith({ APP_SECRETS: `${NEW_APP_KEY},${OLD_APP_KEY}` }, database());
    expect(await rotated.unsubscribe(sentBefore)).toBe(true);
    const [row] = await database().db.select().from(emailSubscriptions);
    expect(row?.unsubscribedAt).toBeInstanceOf(Date);
    const sentAfter = rotated.unsubscribeLink("ana@example.com");

    // Signed with the new key: it alone accepts the new link; the old key alone accepts only the old one.
    const newKeyOnly = await startWith({ APP_SECRETS: NEW_APP_KEY }, database());
    expect(await newKeyOnly.unsubscribe(sentAfter)).toBe(true);
    expect(await newKeyOnly.unsubscribe(sentBefore)).toBe(false);
    const oldKeyOnly = await startWith({ APP_SECRETS: OLD_APP_KEY }, database());
    expect(await oldKeyOnly.unsubscribe(sentAfter)).toBe(false);
    expect(await oldKeyOnly.unsubscribe(sentBefore)).toBe(true);
  });

  it("signs in an account whose two-factor sign-in was turned on before the rotation", async () => {
    const before = await startWith({ BETTER_AUTH_SECRETS: OLD_AUTH_KEY }, database());
    const setup = await before.enrolTwoFactor("boss@example.com");

    const rotated = await startWith({ BETTER_AUTH_SECRETS: `${NEW_AUTH_KEY},${OLD_AUTH_KEY}` }, database());
    const code = URI.parse(setup.totpURI).generate();
    expect(await rotated.signInWithCode("boss@example.com", code)).toBe("/profile");
    expect(await rotated.signInWithCode("boss@example.com", setup.backupCodes[0]!, "backup")).toBe(
      "/profile",
    );

    // Without the old key the stored secret cannot be read: the ring is what kept the account reachable…
    const newKeyOnly = await startWith({ BETTER_AUTH_SECRETS: NEW_AUTH_KEY }, database());
    expect(await newKeyOnly.signInWithCode("boss@example.com", code)).not.toBe("/profile");
    // …until it is encrypted again with the new key (once, however often it runs); then the old key may go.
    const ring = await startWith({ BETTER_AUTH_SECRETS: `${NEW_AUTH_KEY},${OLD_AUTH_KEY}` }, database());
    expect(await ring.reencryptTwoFactorSecrets()).toEqual({ reencrypted: 1, unreadable: 0 });
    expect(await ring.reencryptTwoFactorSecrets()).toEqual({ reencrypted: 0, unreadable: 0 });
    const afterDrop = await startWith({ BETTER_AUTH_SECRETS: NEW_AUTH_KEY }, database());
    expect(await afterDrop.signInWithCode("boss@example.com", code)).toBe("/profile");
    expect(await afterDrop.signInWithCode("boss@example.com", setup.backupCodes[1]!, "backup")).toBe(
      "/profile",
    );
    expect(await afterDrop.reencryptTwoFactorSecrets()).toEqual({ reencrypted: 0, unreadable: 0 });
  });

  it("reads a two-factor secret stored before the key rings (no key version in it) with the ring's oldest key", async () => {
    const before = await startWith({ BETTER_AUTH_SECRETS: OLD_AUTH_KEY }, database());
    const setup = await before.enrolTwoFactor("boss@example.com");
    // What the release before the rings stored (BETTER_AUTH_SECRET alone): the same ciphertext, unversioned.
    const [stored] = await database().db.select().from(twoFactors);
    const bare = (ciphertext: string) => parseEnvelope(ciphertext)!.ciphertext;
    await database()
      .db.update(twoFactors)
      .set({ secret: bare(stored!.secret), backupCodes: bare(stored!.backupCodes) })
      .where(eq(twoFactors.id, stored!.id));

    const rotated = await startWith({ BETTER_AUTH_SECRETS: `${NEW_AUTH_KEY},${OLD_AUTH_KEY}` }, database());
    const code = URI.parse(setup.totpURI).generate();
    expect(await rotated.signInWithCode("boss@example.com", code)).toBe("/profile");
    expect(await rotated.signInWithCode("boss@example.com", setup.backupCodes[0]!, "backup")).toBe(
      "/profile",
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { setupSentBack, totpUriFor } from "#app/routes/account/profile/two-factor.server.ts";

const EMAIL = "ga@example.com";
/** A secret as better-auth issues it: 32 random bytes, base32 without padding. */
const SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA";
const CODES = ["abcde-12345", "fghij-67890"];

describe("setupSentBack", () => {
  it("shows again a setup issued to the signed-in account", async () => {
    const totpURI = totpUriFor(SECRET, EMAIL);
    const setup = await setupSentBack({ totpURI, backupCodes: CODES }, EMAIL);
    expect(setup).toMatchObject({ totpURI, backupCodes: CODES });
    expect(setup?.qrSvg).toMatch(/^<svg[^>]*>.*<path/s);
    // One backup code arrives as a string, not a list.
    expect(await setupSentBack({ totpURI, backupCodes: "abcde-12345" }, EMAIL)).toMatchObject({
      backupCodes: ["abcde-12345"],
    });
  });

  it("takes nothing but a URI we could have issued to this account, with a few short codes (issue 25 item 16)", async () => {
    const issued = totpUriFor(SECRET, EMAIL);
    const refused = [
      { totpURI: `otpauth://totp/${"x".repeat(60_000)}` }, // the QR encoder failed on it: a 500
      { totpURI: totpUriFor(SECRET, "someone@example.com") },
      { totpURI: `${issued}&image=https://evil.example/x.png` },
      { totpURI: issued.replace("otpauth:", "javascript:") },
      { totpURI: totpUriFor(`${SECRET}${"A".repeat(200)}`, EMAIL) },
      { totpURI: issued, backupCodes: Array.from({ length: 21 }, (_, i) => `code-${i}`) },
      { totpURI: issued, backupCodes: ["<script>"] },
      { totpURI: issued, backupCodes: ["x".repeat(33)] },
      { totpURI: 42 },
      {},
    ];
    for (const payload of refused) expect(await setupSentBack(payload, EMAIL)).toBeUndefined();
    expect(await setupSentBack({ totpURI: issued }, undefined)).toBeUndefined();
  });

  it("never throws, and shows back only a bounded setup of this account, whatever is posted", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 3_000 }),
      fc.string({ unit: "grapheme", maxLength: 200 }),
      fc.constantFrom(totpUriFor(SECRET, EMAIL), "otpauth://totp/", ""),
      fc.string({ maxLength: 200 }).map((tail) => `${totpUriFor(SECRET, EMAIL)}${tail}`),
    );
    const payload = fc.record(
      { totpURI: fc.oneof(text, fc.anything()), backupCodes: fc.oneof(text, fc.array(text), fc.anything()) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(payload, async (sent) => {
        const setup = await setupSentBack(sent, EMAIL);
        if (setup) {
          expect(setup.totpURI).toBe(totpUriFor(SECRET, EMAIL));
          expect(setup.backupCodes.length).toBeLessThanOrEqual(20);
        }
      }),
      { numRuns: 300 },
    );
  });
});

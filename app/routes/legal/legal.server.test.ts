import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withContactAddress } from "#app/routes/legal/legal.server.ts";

const LEGAL_DIR = path.join(import.meta.dirname, "..", "..", "content", "legal");
const texts = readdirSync(LEGAL_DIR).map((file) => [file, readFileSync(path.join(LEGAL_DIR, file), "utf8")]);

describe("the contact address in the legal texts", () => {
  const text = "Write to [{{contactEmail}}](mailto:{{contactEmail}}) with “Privacy” in the subject line.";

  it("is the configured address, linked", () => {
    expect(withContactAddress(text, "privacy@ausentry.com.au")).toBe(
      "Write to [privacy@ausentry.com.au](mailto:privacy@ausentry.com.au) with “Privacy” in the subject line.",
    );
  });

  it("becomes a link to the contact page when the deployment has no address to show", () => {
    const shown = withContactAddress(text, null);
    expect(shown).toBe("Write to [our contact page](/contact) with “Privacy” in the subject line.");
    expect(shown).not.toContain("{{contactEmail}}");
  });

  it.each(texts)("%s names the address only as a link, which the contact page can replace", (_, markdown) => {
    expect(withContactAddress(markdown, null)).not.toMatch(/contactEmail|mailto:/);
  });
});

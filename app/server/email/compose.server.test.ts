import { describe, expect, it } from "vitest";
import { composeEmail } from "#app/server/email/compose.server.ts";

describe("composeEmail", () => {
  const mail = composeEmail("ana@example.com", {
    lang: "ar",
    subject: "Hello <there>",
    paragraphs: ["First & foremost", "<script>alert(1)</script>"],
    action: { label: "Confirm", url: "https://example.com/confirm?a=1&b=2" },
    footer: { text: "You subscribed.", link: { label: "Unsubscribe", url: "https://example.com/u" } },
  });

  it("has plain-text and HTML parts with the same content", () => {
    expect(mail.to).toBe("ana@example.com");
    expect(mail.subject).toBe("Hello <there>");
    expect(mail.text).toContain("First & foremost");
    expect(mail.text).toContain("Confirm: https://example.com/confirm?a=1&b=2");
    expect(mail.text).toContain("Unsubscribe: https://example.com/u");
    expect(mail.html).toContain("First &amp; foremost");
    expect(mail.html).toContain('href="https://example.com/confirm?a=1&amp;b=2"');
  });

  it("escapes everything that came from a visitor", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });

  it("is right-to-left for Arabic", () => {
    expect(mail.html).toContain('lang="ar" dir="rtl"');
  });
});

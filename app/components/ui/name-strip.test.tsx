import { describe, expect, it } from "vitest";
import { NameStrip } from "#app/components/ui/name-strip.tsx";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const NAMES = [
  { key: "buyIct", label: "BuyICT", to: "/solutions/govtech" },
  { key: "plain", label: "Essential Eight" },
];

describe("name strip", () => {
  it("is a region named by its heading, with the names as a list, each linked in the page's language", () => {
    const html = serverMarkup(<NameStrip title="We help you navigate" names={NAMES} />, {
      path: "/ko",
      resources: {},
    });
    const heading = /<h2 id="([^"]+)"[^>]*>We help you navigate<\/h2>/.exec(html);
    expect(heading).not.toBeNull();
    expect(html).toContain(`<section aria-labelledby="${heading![1]}"`);
    expect(html).toMatch(/<li><a [^>]*href="\/ko\/solutions\/govtech"[^>]*>BuyICT<\/a><\/li>/);
    // A name with nowhere to go is text, not a link.
    expect(html).toContain("<li>Essential Eight</li>");
    // Names, never logos or monograms standing in for them.
    expect(html).not.toMatch(/<img|<svg/);
  });
});

import { describe, expect, it } from "vitest";
import { renderMarkdown, renderMarkdownDocument, slugify } from "#app/server/content/markdown.server.ts";

describe("renderMarkdown", () => {
  it("renders headings with unique ids, lists, links and emphasis", () => {
    const html = renderMarkdown(
      "## Your rights\n\nSee **this** and [the terms](/terms).\n\n- one\n- two\n\n## Your rights\n",
    );
    expect(html).toContain('<h2 id="your-rights">Your rights</h2>');
    expect(html).toContain('<h2 id="your-rights-2">Your rights</h2>');
    expect(html).toContain('<strong>this</strong> and <a href="/terms">the terms</a>');
    expect(html).toContain("<li>one</li>");
  });

  it("keeps links to our own pages in the page's language", () => {
    const html = renderMarkdown("[Terms](/terms#payment) · [Home](/) · [Site](https://example.com/x)", {
      lang: "ar",
    });
    expect(html).toContain('<a href="/ar/terms#payment">Terms</a>');
    expect(html).toContain('<a href="/ar">Home</a>');
    expect(html).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">Site</a>',
    );
    expect(renderMarkdown("[Terms](/terms)")).toContain('<a href="/terms">Terms</a>');
  });

  it("puts each table in a keyboard-scrollable region named by the heading above it", () => {
    const html = renderMarkdown("### Cookies we use\n\n| Name | Duration |\n|---|---|\n| lng | 1 year |\n");
    expect(html).toMatch(
      /<div class="table-scroll" role="region" tabindex="0" aria-labelledby="cookies-we-use"><table>/,
    );
    expect(html).toContain("<th>Name</th>");
    expect(html).toContain("<td>lng</td>");
  });

  it("removes scripts, event handlers, styles and javascript: links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n<p style="color:red" class="x">hi</p>\n\n[click](javascript:alert(1))\n\n<div class="evil" onclick="x()">box</div>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|style=|javascript:|class="(x|evil)"/i);
    expect(html).toContain("hi");
    expect(html).toContain("box");
  });
});

describe("renderMarkdown inside a page", () => {
  it("makes a text's own h1 a section heading: the page keeps one h1", () => {
    expect(renderMarkdown("# Overview\n\ntext")).toContain('<h2 id="overview">Overview</h2>');
  });

  it("keeps images from this site only (the CSP allows no other origin)", () => {
    const html = renderMarkdown("![ours](/images/map.svg) ![theirs](https://cdn.example.com/x.png)");
    expect(html).toContain('<img src="/images/map.svg" alt="ours" />');
    expect(html).not.toContain("cdn.example.com");
  });
});

describe("renderMarkdownDocument", () => {
  it("lists the headings as plain text with their anchors, for a table of contents", () => {
    const { headings } = renderMarkdownDocument(
      "## Terms & **payment**\n\ntext\n\n### Refunds <em>now</em>\n",
    );
    expect(headings).toEqual([
      { id: "terms-payment", text: "Terms & payment", depth: 2 },
      { id: "refunds-now", text: "Refunds now", depth: 3 },
    ]);
  });
});

describe("slugify", () => {
  it("keeps letters of every script and joins the rest with hyphens", () => {
    expect(slugify("Cookies we use")).toBe("cookies-we-use");
    expect(slugify("  GDPR: your rights!  ")).toBe("gdpr-your-rights");
    expect(slugify("Données personnelles")).toBe("donnees-personnelles");
    expect(slugify("개인정보 보호")).toBe("개인정보-보호");
    expect(slugify("आपके अधिकार")).toBe("आपके-अधिकार");
    expect(slugify("!!!")).toBe("section");
  });
});

import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { PageMeta } from "#app/components/shell/page-meta.tsx";

/** Renders `element` at `path` under a root route whose loader data names the site's origin. */
function render(path: string, element: React.ReactElement) {
  const router = createMemoryRouter([{ id: "root", path: "/*", element, loader: () => null }], {
    initialEntries: [path],
    hydrationData: { loaderData: { root: { siteUrl: "https://ausentry.example" } } },
  });
  return renderToString(<RouterProvider router={router} />);
}

describe("PageMeta", () => {
  it("titles the page with the brand, describes it and sets OpenGraph in the page's language", () => {
    const html = render("/ar/pricing", <PageMeta title="Pricing" description="Five plans" />);
    expect(html).toContain("<title>Pricing | brand.name</title>");
    expect(html).toContain('<meta name="description" content="Five plans"/>');
    expect(html).toContain('<meta property="og:title" content="Pricing | brand.name"/>');
    expect(html).toContain('<meta property="og:locale" content="ar_AE"/>');
    expect(html).toContain('<meta property="og:url" content="https://ausentry.example/ar/pricing"/>');
    expect(html).not.toContain("noindex");
  });

  it("sets a large Twitter card and the self-hosted share image", () => {
    const html = render("/ko/contact", <PageMeta title="Contact" description="Write to us" />);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="twitter:title" content="Contact | brand.name"/>');
    expect(html).toContain('<meta name="twitter:description" content="Write to us"/>');
    expect(html).toContain('<meta property="og:image" content="https://ausentry.example/og-image.png"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  });

  it("uses the site title and description when the page names none, and can keep a page out of search", () => {
    const html = render("/", <PageMeta noindex />);
    expect(html).toContain("<title>meta.defaultTitle</title>");
    expect(html).toContain('content="meta.defaultDescription"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("renders JSON-LD as data no value can break out of", () => {
    const html = render("/", <PageMeta jsonLd={{ "@type": "Organization", name: "</script><b>x</b>" }} />);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('"name":"\\u003c/script>\\u003cb>x\\u003c/b>"');
    expect(html).not.toContain("</script><b>");
  });
});

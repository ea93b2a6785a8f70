import { type LanguageCode, localHref } from "#app/domain/languages.ts";

/**
 * A solution page's structured data: the solution as a schema.org `Service` of the firm (the home page's
 * `Organization`, by its `@id`), and the page's place in the site as a `BreadcrumbList` (Home > Solutions > it).
 */
export function solutionStructuredData({
  siteUrl,
  lang,
  slug,
  name,
  description,
  brand,
  crumbs,
}: {
  siteUrl: string;
  lang: LanguageCode;
  slug: string;
  name: string;
  description: string;
  brand: string;
  /** The names of the home and solutions pages, in the page's language. */
  crumbs: { home: string; solutions: string };
}) {
  const url = (path: string) => new URL(localHref(lang, path), siteUrl).href;
  const page = url(`/solutions/${slug}`);
  const context = "https://schema.org";
  return [
    {
      "@context": context,
      "@type": "Service",
      name,
      description,
      url: page,
      serviceType: name,
      areaServed: { "@type": "Country", name: "Australia" },
      provider: { "@type": "Organization", "@id": `${new URL("/", siteUrl).href}#organization`, name: brand },
    },
    {
      "@context": context,
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: crumbs.home, item: url("/") },
        { name: crumbs.solutions, item: url("/solutions") },
        { name, item: page },
      ].map((crumb, index) => ({ "@type": "ListItem", position: index + 1, ...crumb })),
    },
  ];
}

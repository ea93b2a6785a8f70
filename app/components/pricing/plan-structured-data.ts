import type { Plan } from "#app/content/plans.ts";
import { type LanguageCode, localHref } from "#app/domain/languages.ts";
import { CURRENCY } from "#app/domain/money.ts";

/**
 * A plan page's schema.org data: the plan as a Service-like Product with its brand, and, where it has a price, an
 * Offer in AUD (monthly plans as a UnitPriceSpecification per month), plus the breadcrumb Home > Pricing > plan.
 */
export function planStructuredData({
  siteUrl,
  lang,
  plan,
  name,
  description,
  brand,
  crumbs,
}: {
  siteUrl: string;
  lang: LanguageCode;
  plan: Plan;
  name: string;
  description: string;
  brand: string;
  crumbs: { home: string; pricing: string };
}): object[] {
  const url = (path: string) => new URL(localHref(lang, path), siteUrl).href;
  const page = url(`/pricing/${plan.slug}`);
  const price = plan.priceCents === null ? null : (plan.priceCents / 100).toFixed(2);
  const product = {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    url: page,
    inLanguage: lang,
    brand: { "@type": "Brand", name: brand },
    ...(price !== null && {
      offers: {
        "@type": "Offer",
        url: page,
        price,
        priceCurrency: CURRENCY,
        availability: "https://schema.org/InStock",
        ...(plan.billing === "monthly" && {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price,
            priceCurrency: CURRENCY,
            unitCode: "MON",
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
          },
        }),
      },
    }),
  };
  const breadcrumb = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: crumbs.home, item: url("/") },
      { "@type": "ListItem", position: 2, name: crumbs.pricing, item: url("/pricing") },
      { "@type": "ListItem", position: 3, name, item: page },
    ],
  };
  return [product, breadcrumb];
}

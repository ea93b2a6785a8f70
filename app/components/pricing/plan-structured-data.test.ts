import { describe, expect, it } from "vitest";
import { intentOf } from "#app/components/pricing/answers.ts";
import { planStructuredData } from "#app/components/pricing/plan-structured-data.ts";
import { planBySlug } from "#app/content/plans.ts";

const base = {
  siteUrl: "https://ausentry.example",
  name: "Plan",
  description: "About the plan",
  brand: "AusEntry Partners",
  crumbs: { home: "Home", pricing: "Pricing" },
};

describe("planStructuredData", () => {
  it("offers a monthly plan in AUD per month, at its language's address", () => {
    const [product, breadcrumb] = planStructuredData({
      ...base,
      lang: "ar",
      plan: planBySlug("growth-plan")!,
    }) as [object, { itemListElement: { item: string }[] }];
    expect(product).toMatchObject({
      "@type": "Product",
      url: "https://ausentry.example/ar/pricing/growth-plan",
      brand: { name: "AusEntry Partners" },
      offers: {
        "@type": "Offer",
        price: "5000.00",
        priceCurrency: "AUD",
        priceSpecification: { price: "5000.00", priceCurrency: "AUD", unitCode: "MON" },
      },
    });
    expect(breadcrumb.itemListElement.map((item) => item.item)).toEqual([
      "https://ausentry.example/ar",
      "https://ausentry.example/ar/pricing",
      "https://ausentry.example/ar/pricing/growth-plan",
    ]);
  });

  it("offers a one-time plan without a unit, the free one at 0, and no offer for a custom price", () => {
    const offer = (slug: string) =>
      (planStructuredData({ ...base, lang: "en", plan: planBySlug(slug)! })[0] as { offers?: object }).offers;
    expect(offer("entry-kit")).toMatchObject({ price: "5000.00", priceCurrency: "AUD" });
    expect(offer("entry-kit")).not.toHaveProperty("priceSpecification");
    expect(offer("assessment")).toMatchObject({ price: "0.00" });
    expect(offer("enterprise")).toBeUndefined();
  });
});

describe("intentOf", () => {
  it("tells the page's three forms' answers apart", () => {
    expect(intentOf({ checkoutError: "pricing:errors.checkoutFailed", plan: "entry-kit" })).toBe("checkout");
    expect(intentOf({ sent: true, intent: "blueprint", result: {} })).toBe("blueprint");
    expect(intentOf({ sent: false, result: { initialValue: { intent: "subscribe" } } })).toBe("subscribe");
    expect(intentOf({ sent: false, result: { initialValue: { intent: "other" } } })).toBeNull();
    expect(intentOf(undefined)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { OverlayProvider } from "#app/components/shell/overlays.tsx";
import enForms from "#app/locales/en/forms.json";
import enPricing from "#app/locales/en/pricing.json";
import PricingPage from "#app/routes/pricing/pricing.tsx";
import { serverMarkup } from "#tests/support/server-markup.tsx";

/** The public /pricing page as the server renders it for an anonymous visitor. */
const page = () =>
  serverMarkup(
    <OverlayProvider>
      <PricingPage
        {...({ loaderData: { subscription: null } } as unknown as Parameters<typeof PricingPage>[0])}
      />
    </OverlayProvider>,
    { path: "/pricing", resources: { en: { pricing: enPricing, forms: enForms } } },
  );

describe("the /pricing page (decision 065)", () => {
  it("states the workshop offer as a plain line, with no deadline", () => {
    const html = page();
    expect(html).toContain(
      "Sign up for a plan and receive a complimentary strategy workshop valued at A$2,500.",
    );
    expect(html).not.toMatch(/limited-time|before June 30|amber/i);
  });

  it("shows no staff campaign material", () => {
    const html = page();
    expect(html).not.toMatch(/campaign|linkedin\.com|Spread the word/i);
  });
});

import { describe, expect, it } from "vitest";
import { EXIT_OFFERS } from "#app/content/exit-offers.ts";
import { LeadFormSchema } from "#app/domain/leads/lead-form.ts";
import { exitIntentSource } from "#app/domain/marketing/exit-intent.ts";
import en from "#app/locales/en/marketing.json";

const text = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe("exit-intent offers", () => {
  it("are three, with distinct ids", () => {
    expect(new Set(EXIT_OFFERS.map((offer) => offer.id)).size).toBe(3);
  });

  it.each(EXIT_OFFERS)("$id has every text of the spec's offer in English", (offer) => {
    for (const key of [offer.title, offer.subtitle, offer.description, offer.buttonText, offer.value]) {
      expect(text(key), key).toEqual(expect.any(String));
    }
  });

  it.each(EXIT_OFFERS)("$id records a lead source the lead form keeps as it is", (offer) => {
    const source = exitIntentSource(offer.id);
    expect(LeadFormSchema.shape.source.parse(source)).toBe(source);
  });
});

import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import ChatBotWidget, { useChatTexts } from "#app/components/chat-bot/chat-bot-widget.tsx";
import { OverlayProvider } from "#app/components/shell/overlays.tsx";
import { PLANS } from "#app/content/plans.ts";
import { type ChatText, initialChat, reduceChat } from "#app/domain/chat-bot/chat-bot.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import { baseOptions } from "#app/i18n/i18n.ts";
import arChat from "#app/locales/ar/chat-bot.json";
import arPricing from "#app/locales/ar/pricing.json";
import enChat from "#app/locales/en/chat-bot.json";
import enPricing from "#app/locales/en/pricing.json";

/** Renders `element` as the server would on a page in `lang`, with the chat bot's and the plans' texts. */
function render(element: React.ReactElement, lang: "en" | "ar") {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({
    ...baseOptions,
    lng: lang,
    resources: {
      en: { "chat-bot": enChat, pricing: enPricing },
      ar: { "chat-bot": arChat, pricing: arPricing },
    },
    initAsync: false,
  });
  const path = lang === "en" ? "/pricing" : `/${lang}/pricing`;
  const router = createMemoryRouter([{ path: "/*", element }], { initialEntries: [path] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <OverlayProvider>
        <RouterProvider router={router} />
      </OverlayProvider>
    </I18nextProvider>,
  );
}

function Translated({ text }: { text: ChatText }) {
  const chat = useChatTexts();
  return <p>{chat.text(text)}</p>;
}

/** The reply to picking `slug`, as the state machine writes it. */
function replyTo(slug: string): ChatText {
  const state = reduceChat(
    reduceChat(initialChat(), { type: "pick", slug }, PLANS),
    { type: "deliver" },
    PLANS,
  );
  const reply = state.messages.at(-1)!;
  if (reply.author !== "bot") throw new Error("no reply");
  return reply.text;
}

describe("ChatBotWidget", () => {
  it("opens as a labelled dialog with the greeting in a live region and the five plans", () => {
    const html = render(<ChatBotWidget open onClose={() => {}} />, "en");
    expect(html).toMatch(/<dialog[^>]*open=""[^>]*aria-labelledby="chat-bot-title"/);
    expect(html).toContain('<h2 id="chat-bot-title"');
    expect(html).toMatch(/<ol aria-live="polite" aria-label="Conversation"/);
    expect(html).toContain("Pick one of our plans below");
    for (const name of ["Assessment", "Entry Kit", "Growth Plan", "Premium Retainer", "Enterprise"]) {
      expect(html).toContain(`>${name}</button>`);
    }
    expect(html).toContain('<label for="chat-bot-input" class="sr-only">Your message</label>');
  });

  it("is closed (no open attribute, not displayed) when not open", () => {
    const html = render(<ChatBotWidget open={false} onClose={() => {}} />, "en");
    expect(html).not.toMatch(/<dialog[^>]*open=""/);
    expect(html).toMatch(/<dialog[^>]*class="(?:[^"]*\s)?hidden\s/); // not print:hidden
  });

  it("speaks Arabic on an Arabic page", () => {
    const html = render(<ChatBotWidget open onClose={() => {}} />, "ar");
    expect(html).toContain(arChat.widget.title);
    expect(html).toContain(arChat.replies.greeting);
    expect(html).toContain(`>${arPricing.plans.growthPlan.name}</button>`);
  });

  it.each<[string, LanguageCode, string]>([
    ["entry-kit", "en", `The Entry Kit costs ${formatMoney(500_000, "en")}, paid once.`],
    ["growth-plan", "en", `The Growth Plan costs ${formatMoney(500_000, "en")} per month.`],
    ["assessment", "en", "The Assessment is free, with no obligation."],
    ["enterprise", "en", "The Enterprise plan is tailored to you, and we agree its price together."],
    [
      "premium-retainer",
      "ar",
      `تبلغ تكلفة ${arPricing.plans.premiumRetainer.name} ${formatMoney(1_500_000, "ar")} شهريًا.`,
    ],
  ])("words the %s reply in %s with the catalogue's name and price", (slug, lang, expected) => {
    const html = render(<Translated text={replyTo(slug)} />, lang as "en" | "ar");
    expect(html).toBe(`<p>${expected.replaceAll("&", "&amp;")}</p>`);
  });
});

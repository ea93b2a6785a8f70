import { describe, expect, it } from "vitest";
import { PLANS } from "#app/content/plans.ts";
import {
  type BotMessage,
  type ChatEvent,
  type ChatState,
  type ChatTopic,
  initialChat,
  MAX_MESSAGE_LENGTH,
  REPLY_DELAY_MS,
  reduceChat,
  topicOf,
  topicReply,
} from "#app/domain/chat-bot/chat-bot.ts";
import type { LanguageCode } from "#app/domain/languages.ts";

const run = (...events: ChatEvent[]): ChatState =>
  events.reduce((state, event) => reduceChat(state, event, PLANS), initialChat());
const deliver: ChatEvent = { type: "deliver" };
const lastBot = (state: ChatState) =>
  state.messages.filter((message): message is BotMessage => message.author === "bot").at(-1)!;

describe("the opening", () => {
  it("greets and offers the plan options, with nothing waiting", () => {
    const state = initialChat();
    expect(state.messages).toEqual([{ id: 0, author: "bot", text: { key: "replies.greeting" }, links: [] }]);
    expect(state.optionsShown).toBe(true);
    expect(state.pending).toEqual([]);
  });

  it("waits 1 s before a reply (spec 001 §9)", () => {
    expect(REPLY_DELAY_MS).toBe(1000);
  });
});

describe("picking a plan", () => {
  it.each(PLANS.map((plan) => [plan.slug, plan] as const))(
    "%s: the options disappear, the reply about the plan comes on delivery",
    (slug, plan) => {
      const picked = run({ type: "pick", slug });
      expect(picked.optionsShown).toBe(false);
      expect(picked.messages.at(-1)).toMatchObject({ author: "visitor", text: { pricingKey: plan.name } });
      expect(picked.pending).toHaveLength(1);

      const answered = reduceChat(picked, deliver, PLANS);
      expect(answered.pending).toEqual([]);
      expect(answered.optionsShown).toBe(false);
      const reply = lastBot(answered);
      expect(reply.text.values?.plan).toEqual({ pricingKey: plan.name });
      expect(reply.detail).toEqual({ pricingKey: plan.tagline });
      expect(reply.links[0]).toEqual({
        kind: "page",
        to: `/pricing/${slug}`,
        label: { key: "links.plan", values: { plan: { pricingKey: plan.name } } },
      });
    },
  );

  it("quotes the catalogue's price by billing: once, per month, free or agreed", () => {
    const replyTo = (slug: string) => lastBot(run({ type: "pick", slug }, deliver)).text;
    const entryKit = PLANS.find((plan) => plan.slug === "entry-kit")!;
    const premium = PLANS.find((plan) => plan.slug === "premium-retainer")!;
    expect(replyTo("entry-kit")).toMatchObject({
      key: "replies.plan.oneTime",
      values: { price: { moneyCents: entryKit.priceCents } },
    });
    expect(replyTo("premium-retainer")).toMatchObject({
      key: "replies.plan.monthly",
      values: { price: { moneyCents: premium.priceCents } },
    });
    expect(replyTo("assessment").key).toBe("replies.plan.free");
    expect(replyTo("assessment").values).not.toHaveProperty("price");
    expect(replyTo("enterprise").key).toBe("replies.plan.custom");
    expect(replyTo("enterprise").values).not.toHaveProperty("price");
  });

  it("offers the free assessment's lead form with the free plan only", () => {
    const links = (slug: string) => lastBot(run({ type: "pick", slug }, deliver)).links.map((l) => l.kind);
    expect(links("assessment")).toEqual(["page", "lead-form"]);
    expect(links("growth-plan")).toEqual(["page"]);
  });

  it("ignores an unknown plan, and a pick while the options are hidden", () => {
    expect(run({ type: "pick", slug: "gold" })).toEqual(initialChat());
    const picked = run({ type: "pick", slug: "entry-kit" });
    expect(reduceChat(picked, { type: "pick", slug: "growth-plan" }, PLANS)).toBe(picked);
  });
});

/** One message per language naming each topic, as visitors would write it. */
const SAMPLES: Record<ChatTopic, Record<LanguageCode, string[]>> = {
  pricing: {
    en: ["What are your prices?", "How much does it cost", "Show me the plans", "PRICING"],
    ko: ["가격이 얼마인가요?", "요금제 알려주세요", "비용은?"],
    zh: ["价格是多少？", "你们的套餐有哪些", "费用怎么算"],
    hi: ["कीमत क्या है?", "आपकी योजना बताइए", "लागत कितनी है"],
    ar: ["ما هي الأسعار؟", "كم التكلفة", "أريد معرفة الخطط", "الباقات"],
  },
  assessment: {
    en: ["I'd like an assessment", "Can you assess my company?"],
    ko: ["무료 평가를 받고 싶어요"],
    zh: ["我想要免费评估"],
    hi: ["मुझे मूल्यांकन चाहिए", "आकलन कैसे होता है"],
    ar: ["أريد تقييمًا مجانيًا", "التقييم"],
  },
  demo: {
    en: ["Can I see a demo?", "Let's have a meeting", "schedule a call"],
    ko: ["데모를 보고 싶어요", "미팅 예약"],
    zh: ["我想看演示", "预约会议"],
    hi: ["डेमो दिखाइए", "बैठक तय करें"],
    ar: ["أريد عرض توضيحي", "حجز اجتماع", "مكالمة"],
  },
  contact: {
    en: ["How do I contact you?", "your email please", "e-mail address"],
    ko: ["연락처가 어떻게 되나요", "이메일 주소"],
    zh: ["怎么联系你们", "邮箱地址"],
    hi: ["संपर्क कैसे करें", "ईमेल पता"],
    ar: ["كيف يمكنني التواصل معكم", "البريد الإلكتروني"],
  },
};

describe("keywords", () => {
  for (const [topic, byLanguage] of Object.entries(SAMPLES)) {
    for (const [lang, samples] of Object.entries(byLanguage)) {
      it.each(samples)(`${topic} in ${lang}: %s`, (text) => {
        expect(topicOf(text)).toBe(topic);
      });
    }
  }

  it("matches Latin words at their start only, and Arabic with or without diacritics", () => {
    expect(topicOf("Please explain")).toBeNull();
    expect(topicOf("recall")).toBeNull();
    expect(topicOf("تَقْيِيم")).toBe("assessment");
    expect(topicOf("إجتماع")).toBe("demo");
  });

  it("prefers assessment, then pricing, when a message names several topics", () => {
    expect(topicOf("how much is the assessment")).toBe("assessment");
    expect(topicOf("demo of the pricing")).toBe("pricing");
    expect(topicOf("email me a demo")).toBe("demo");
    // Hindi "assessment" contains the word for "price": still an assessment.
    expect(topicOf("मूल्यांकन")).toBe("assessment");
  });

  it("finds nothing in small talk", () => {
    for (const text of ["hello", "안녕하세요", "你好", "नमस्ते", "مرحبا"]) expect(topicOf(text)).toBeNull();
  });
});

describe("typed messages", () => {
  const hidden = () => run({ type: "pick", slug: "growth-plan" }, deliver);

  it("shows the visitor's text at once and the reply on delivery", () => {
    const sent = reduceChat(initialChat(), { type: "send", text: "  hello  " }, PLANS);
    expect(sent.messages.at(-1)).toEqual({ id: 1, author: "visitor", text: "hello" });
    expect(sent.messages).toHaveLength(2);
    expect(reduceChat(sent, deliver, PLANS).messages).toHaveLength(3);
  });

  it.each(Object.entries(SAMPLES.pricing).map(([lang, samples]) => [lang, samples[0]!]))(
    "a pricing keyword in %s brings the options back with the reply",
    (_lang, text) => {
      const typed = reduceChat(hidden(), { type: "send", text }, PLANS);
      expect(typed.optionsShown).toBe(false);
      const answered = reduceChat(typed, deliver, PLANS);
      expect(answered.optionsShown).toBe(true);
      expect(lastBot(answered)).toMatchObject({
        text: { key: "replies.pricing" },
        links: [{ kind: "page", to: "/pricing", label: { key: "links.pricing" } }],
      });
    },
  );

  it.each(Object.entries(SAMPLES.assessment).map(([lang, samples]) => [lang, samples[0]!]))(
    "an assessment keyword in %s brings the options back with the lead form",
    (_lang, text) => {
      const answered = reduceChat(reduceChat(hidden(), { type: "send", text }, PLANS), deliver, PLANS);
      expect(answered.optionsShown).toBe(true);
      expect(lastBot(answered)).toMatchObject({
        text: { key: "replies.assessment" },
        links: [{ kind: "lead-form", label: { key: "links.assessment" } }],
      });
    },
  );

  it("demo, contact and anything else leave the options hidden", () => {
    for (const text of ["book a demo", "contact", "hello there"]) {
      const answered = reduceChat(reduceChat(hidden(), { type: "send", text }, PLANS), deliver, PLANS);
      expect(answered.optionsShown, text).toBe(false);
    }
  });

  it("answers each topic with its links", () => {
    const links = (topic: ChatTopic | null) =>
      topicReply(topic).message.links.map((link) => (link.kind === "page" ? link.to : link.kind));
    expect(links("demo")).toEqual(["/demo-scheduler"]);
    expect(links("contact")).toEqual(["lead-form"]);
    expect(links(null)).toEqual(["lead-form", "/demo-scheduler"]);
    expect(topicReply("demo").message.text.key).toBe("replies.demo");
    expect(topicReply("contact").message.text.key).toBe("replies.contact");
    expect(topicReply(null).message.text.key).toBe("replies.fallback");
  });

  it("ignores blank text and cuts long text", () => {
    expect(run({ type: "send", text: "   " })).toEqual(initialChat());
    const long = run({ type: "send", text: "x".repeat(MAX_MESSAGE_LENGTH + 50) });
    expect(long.messages.at(-1)?.text).toHaveLength(MAX_MESSAGE_LENGTH);
  });

  it("delivers queued replies in order, one per delivery, with unique ids", () => {
    const queued = run({ type: "send", text: "demo" }, { type: "send", text: "pricing" });
    expect(queued.pending.map((reply) => reply.message.text.key)).toEqual([
      "replies.demo",
      "replies.pricing",
    ]);
    const first = reduceChat(queued, deliver, PLANS);
    expect(lastBot(first).text.key).toBe("replies.demo");
    const second = reduceChat(first, deliver, PLANS);
    expect(lastBot(second).text.key).toBe("replies.pricing");
    expect(reduceChat(second, deliver, PLANS)).toBe(second);
    const ids = second.messages.map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

/**
 * The chat bot's conversation (spec 001 §2.20, §4, §9) as a pure state machine: a greeting with the plan options;
 * picking a plan answers about that plan and hides the options; typed text gets a canned reply chosen by keywords
 * in any of the five languages, and a pricing or assessment keyword brings the options back. Replies are
 * translation keys of the `chat-bot` namespace (the component translates them), written at once but shown
 * REPLY_DELAY_MS later: the component delivers them one by one, with a typing indicator meanwhile.
 *
 * The plans come in as arguments (the catalogue is `content/plans.ts`, which this layer may not import), so the
 * names, prices and slugs are the catalogue's and no figure is written here.
 */

import type { TranslationKey } from "#app/domain/translation-keys.ts";

/** How long the bot "types" before a reply appears (spec 001 §9: 1 s). */
export const REPLY_DELAY_MS = 1000;

/** Longest message a visitor can send; longer text is cut (the input stops there too). */
export const MAX_MESSAGE_LENGTH = 500;

/** What the bot needs to know of a plan: `content/plans.ts` `Plan` fits this shape. */
export type ChatPlan = {
  slug: string;
  /** Translation key of the name in the `pricing` namespace. */
  name: TranslationKey<"pricing">;
  /** Translation key of the one-line tagline in the `pricing` namespace. */
  tagline: TranslationKey<"pricing">;
  /** Integer cents, AUD; null when the price is agreed with sales. */
  priceCents: number | null;
  billing: "free" | "one-time" | "monthly" | "custom";
};

/**
 * A value put into a translated text: plain text (what the visitor typed), a key of the `pricing` namespace (a
 * plan's name or tagline), or an amount of money in cents (formatted in the page's language when shown).
 */
export type ChatValue = string | { pricingKey: TranslationKey<"pricing"> } | { moneyCents: number };

/** A key of the `chat-bot` namespace. */
type ChatKey = TranslationKey<"chat-bot">;

/** A key of the `chat-bot` namespace and the values it interpolates. */
export type ChatText = { key: ChatKey; values?: Readonly<Record<string, ChatValue>> };

/** A link under a reply: a page of the site (in the page's language) or the Market Assessment lead form. */
export type ChatLink = { kind: "page"; to: string; label: ChatText } | { kind: "lead-form"; label: ChatText };

export type BotMessage = {
  id: number;
  author: "bot";
  text: ChatText;
  /** A second paragraph (a plan's tagline). */
  detail?: ChatValue;
  links: readonly ChatLink[];
};
export type VisitorMessage = { id: number; author: "visitor"; text: ChatValue };
export type ChatMessage = BotMessage | VisitorMessage;

/** A reply written but not shown yet, and whether the plan options return with it. */
export type PendingReply = { message: BotMessage; showsOptions: boolean };

export type ChatState = {
  messages: readonly ChatMessage[];
  /** The plan options under the conversation. */
  optionsShown: boolean;
  /** Replies waiting for their turn, oldest first; the component delivers the first after REPLY_DELAY_MS. */
  pending: readonly PendingReply[];
  nextId: number;
};

export type ChatEvent = { type: "pick"; slug: string } | { type: "send"; text: string } | { type: "deliver" };

/** What typed text is about; the order is the priority when a message names several. */
export const CHAT_TOPICS = ["assessment", "pricing", "demo", "contact"] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

/**
 * The keywords of each topic in each language (a visitor may write in any of them on any page). Latin-script
 * words match at the start of a word ("price" in "prices", not "plan" in "explain"); the others anywhere in the
 * text, as Chinese and Korean do not separate words by spaces and Arabic joins articles to them. Arabic is
 * compared without diacritics and with one alef (see `normalize`), so the words here are written that way.
 */
export const CHAT_KEYWORDS: Readonly<Record<ChatTopic, readonly string[]>> = {
  assessment: [
    // en
    "assess",
    "evaluation",
    // ko
    "평가",
    "진단",
    // zh
    "评估",
    "評估",
    "测评",
    // hi
    "आकलन",
    "मूल्यांकन",
    // ar
    "تقييم",
  ],
  pricing: [
    // en
    "pric",
    "cost",
    "plan",
    "package",
    "fee",
    "how much",
    // ko
    "가격",
    "요금",
    "비용",
    "플랜",
    "패키지",
    "얼마",
    // zh
    "价格",
    "價格",
    "定价",
    "费用",
    "費用",
    "多少钱",
    "收费",
    "计划",
    "方案",
    "套餐",
    // hi
    "कीमत",
    "क़ीमत",
    "मूल्य",
    "दाम",
    "लागत",
    "शुल्क",
    "योजना",
    "प्लान",
    "पैकेज",
    // ar
    "سعر",
    "اسعار",
    "تسعير",
    "تكلفه",
    "تكلفة",
    "كلفة",
    "تكاليف",
    "خطة",
    "خطط",
    "باقة",
    "باقات",
  ],
  demo: [
    // en
    "demo",
    "meeting",
    "call",
    "schedul",
    // ko
    "데모",
    "시연",
    "미팅",
    "회의",
    "통화",
    "일정",
    "예약",
    // zh
    "演示",
    "会议",
    "會議",
    "预约",
    "通话",
    "电话",
    "安排",
    // hi
    "डेमो",
    "मीटिंग",
    "बैठक",
    "कॉल",
    "शेड्यूल",
    // ar
    "عرض توضيحي",
    "عرض تجريبي",
    "ديمو",
    "اجتماع",
    "مكالمة",
    "موعد",
    "جدولة",
  ],
  contact: [
    // en
    "contact",
    "email",
    "e-mail",
    // ko
    "연락",
    "문의",
    "이메일",
    // zh
    "联系",
    "聯繫",
    "邮件",
    "郵件",
    "邮箱",
    // hi
    "संपर्क",
    "ईमेल",
    "ई-मेल",
    // ar
    "اتصال",
    "تواصل",
    "بريد",
    "ايميل",
  ],
};

/**
 * Text as keywords are compared: compatibility-normalised, lower case, Arabic without diacritics or tatweel and
 * with one alef for أ إ آ.
 */
export function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064b-\u065f\u0670\u0640]/g, "")
    .replace(/[\u0622\u0623\u0625]/g, "\u0627");
}

const LATIN = /^[a-z]/;

/** A test for one keyword in normalised text: at a word's start for Latin script, anywhere for the others. */
function matcherOf(keyword: string): (text: string) => boolean {
  const word = normalize(keyword);
  if (!LATIN.test(word)) return (text) => text.includes(word);
  const atWordStart = new RegExp(`(?:^|[^\\p{L}\\p{N}])${word.replace(/[-\s]/g, "[-\\s]?")}`, "u");
  return (text) => atWordStart.test(text);
}

const MATCHERS = CHAT_TOPICS.map((topic) => ({ topic, tests: CHAT_KEYWORDS[topic].map(matcherOf) }));

/** The topic of a typed message, or null when no keyword matches. */
export function topicOf(text: string): ChatTopic | null {
  const normalized = normalize(text);
  return MATCHERS.find(({ tests }) => tests.some((matches) => matches(normalized)))?.topic ?? null;
}

const PRICING_PAGE = "/pricing";
const DEMO_PAGE = "/demo-scheduler";
const leadFormLink = (label: ChatKey): ChatLink => ({ kind: "lead-form", label: { key: label } });
const pageLink = (to: string, label: ChatText): ChatLink => ({ kind: "page", to, label });

const PLAN_REPLY: Record<ChatPlan["billing"], ChatKey> = {
  free: "replies.plan.free",
  "one-time": "replies.plan.oneTime",
  monthly: "replies.plan.monthly",
  custom: "replies.plan.custom",
};

/** The reply to a picked plan: its name, price and tagline, with a link to its page. */
function planReply(plan: ChatPlan): Omit<BotMessage, "id"> {
  const name = { pricingKey: plan.name };
  return {
    author: "bot",
    text: {
      key: PLAN_REPLY[plan.billing],
      values: plan.priceCents ? { plan: name, price: { moneyCents: plan.priceCents } } : { plan: name },
    },
    detail: { pricingKey: plan.tagline },
    links: [
      pageLink(`${PRICING_PAGE}/${plan.slug}`, { key: "links.plan", values: { plan: name } }),
      ...(plan.billing === "free" ? [leadFormLink("links.assessment")] : []),
    ],
  };
}

/** The canned reply to typed text about `topic` (null: none recognised), and whether the options return. */
export function topicReply(topic: ChatTopic | null): {
  message: Omit<BotMessage, "id">;
  showsOptions: boolean;
} {
  const reply = (key: ChatKey, links: ChatLink[], showsOptions = false) => ({
    message: { author: "bot" as const, text: { key }, links },
    showsOptions,
  });
  switch (topic) {
    case "pricing":
      return reply("replies.pricing", [pageLink(PRICING_PAGE, { key: "links.pricing" })], true);
    case "assessment":
      return reply("replies.assessment", [leadFormLink("links.assessment")], true);
    case "demo":
      return reply("replies.demo", [pageLink(DEMO_PAGE, { key: "links.demo" })]);
    case "contact":
      return reply("replies.contact", [leadFormLink("links.leadForm")]);
    case null:
      return reply("replies.fallback", [
        leadFormLink("links.leadForm"),
        pageLink(DEMO_PAGE, { key: "links.demo" }),
      ]);
  }
}

/** The opening: a greeting above the plan options. */
export function initialChat(): ChatState {
  return {
    messages: [{ id: 0, author: "bot", text: { key: "replies.greeting" }, links: [] }],
    optionsShown: true,
    pending: [],
    nextId: 1,
  };
}

/** The next state of the conversation after `event`; the plans are the catalogue's, in its order. */
export function reduceChat(state: ChatState, event: ChatEvent, plans: readonly ChatPlan[]): ChatState {
  switch (event.type) {
    case "pick": {
      const plan = plans.find((candidate) => candidate.slug === event.slug);
      if (!plan || !state.optionsShown) return state;
      return {
        messages: [
          ...state.messages,
          { id: state.nextId, author: "visitor", text: { pricingKey: plan.name } },
        ],
        optionsShown: false,
        pending: [
          ...state.pending,
          { message: { ...planReply(plan), id: state.nextId + 1 }, showsOptions: false },
        ],
        nextId: state.nextId + 2,
      };
    }
    case "send": {
      const text = event.text.trim().slice(0, MAX_MESSAGE_LENGTH);
      if (text === "") return state;
      const { message, showsOptions } = topicReply(topicOf(text));
      return {
        ...state,
        messages: [...state.messages, { id: state.nextId, author: "visitor", text }],
        pending: [...state.pending, { message: { ...message, id: state.nextId + 1 }, showsOptions }],
        nextId: state.nextId + 2,
      };
    }
    case "deliver": {
      const [next, ...rest] = state.pending;
      if (!next) return state;
      return {
        ...state,
        messages: [...state.messages, next.message],
        optionsShown: state.optionsShown || next.showsOptions,
        pending: rest,
      };
    }
  }
}

import { SendHorizontal, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ABOVE_CONSENT_BANNER } from "#app/components/consent/banner-offset.ts";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { OpenLeadFormButton } from "#app/components/leads/open-lead-form-button.tsx";
import { PLANS } from "#app/content/plans.ts";
import {
  type ChatEvent,
  type ChatLink,
  type ChatMessage,
  type ChatState,
  type ChatText,
  type ChatValue,
  initialChat,
  MAX_MESSAGE_LENGTH,
  REPLY_DELAY_MS,
  reduceChat,
} from "#app/domain/chat-bot/chat-bot.ts";
import { formatMoney } from "#app/domain/money.ts";

/** The lead source of the Market Assessment form when the chat bot opens it. */
export const CHAT_BOT_LEAD_SOURCE = "chat_bot";

const reduce = (state: ChatState, event: ChatEvent) => reduceChat(state, event, PLANS);

/** Translates the conversation's texts: keys of `chat-bot`, plan names of `pricing`, money in the page's language. */
export function useChatTexts() {
  const { t, ready } = useTranslation(["chat-bot", "pricing"]);
  const lang = useLanguage();
  const value = (item: ChatValue): string =>
    typeof item === "string"
      ? item
      : "pricingKey" in item
        ? t(item.pricingKey, { ns: "pricing" })
        : formatMoney(item.moneyCents, lang);
  const text = (item: ChatText): string =>
    t(item.key, {
      ns: "chat-bot",
      ...Object.fromEntries(Object.entries(item.values ?? {}).map(([name, v]) => [name, value(v)])),
    });
  return { t, text, value, ready };
}

const LINK_CLASS =
  "inline-flex rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function ReplyLink({ link }: { link: ChatLink }) {
  const { text } = useChatTexts();
  if (link.kind === "lead-form") {
    return (
      <OpenLeadFormButton source={CHAT_BOT_LEAD_SOURCE} className={LINK_CLASS}>
        {text(link.label)}
      </OpenLeadFormButton>
    );
  }
  return (
    <LocalizedLink to={link.to} className={LINK_CLASS}>
      {text(link.label)}
    </LocalizedLink>
  );
}

function Message({ message }: { message: ChatMessage }) {
  const { t, text, value } = useChatTexts();
  if (message.author === "visitor") {
    return (
      <li className="max-w-[85%] self-end rounded-2xl rounded-ee-sm bg-brand-700 px-3 py-2 text-white">
        <span className="sr-only">{t("widget.you")} </span>
        <span className="break-words">{value(message.text)}</span>
      </li>
    );
  }
  return (
    <li className="max-w-[90%] self-start rounded-2xl rounded-es-sm bg-slate-100 px-3 py-2 text-slate-900">
      <span className="sr-only">{t("widget.bot")} </span>
      <span>{text(message.text)}</span>
      {message.detail !== undefined && (
        <span className="mt-1 block text-slate-700">{value(message.detail)}</span>
      )}
      {message.links.length > 0 && (
        <span className="mt-2 flex flex-wrap gap-2">
          {message.links.map((link) => (
            <ReplyLink key={link.kind === "page" ? link.to : link.kind} link={link} />
          ))}
        </span>
      )}
    </li>
  );
}

/**
 * The chat panel: a non-modal dialog at the inline-end bottom corner, above the launcher (and above the consent
 * banner, through `--consent-banner-height`), under the site's modal overlays (z-30 against their z-40/50). The
 * conversation is a polite live region, so replies are read out; Escape or Close closes it (the launcher takes the
 * focus back). It stays mounted while closed, so the conversation and its pending replies carry on.
 */
export default function ChatBotWidget({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Loads the plan names (`pricing`) on the pages that have not yet; until then the panel waits, empty.
  const { t, value, ready } = useChatTexts();
  const [state, dispatch] = useReducer(reduce, undefined, initialChat);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const waiting = state.pending[0];

  useEffect(() => {
    if (open && ready) input.current?.focus();
  }, [open, ready]);

  // One reply at a time, REPLY_DELAY_MS after the previous event (spec 001 §9).
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => dispatch({ type: "deliver" }), REPLY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the conversation grows
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [state.messages.length, waiting, state.optionsShown]);

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    if (!field) return;
    dispatch({ type: "send", text: field.value });
    field.value = "";
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };

  if (!ready) return null;
  return (
    <dialog
      id="chat-bot-panel"
      open={open}
      aria-labelledby="chat-bot-title"
      data-testid="chat-bot-panel"
      onKeyDown={onKeyDown}
      className={`${ABOVE_CONSENT_BANNER} ${open ? "flex" : "hidden"} fixed start-auto end-4 top-auto bottom-[calc(var(--consent-banner-height,0px)+5.5rem)] z-30 m-0 max-h-[min(36rem,calc(100dvh-var(--consent-banner-height,0px)-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl print:hidden`}
    >
      <div className="flex items-start justify-between gap-3 bg-brand-700 px-4 py-3 text-white">
        <div>
          <h2 id="chat-bot-title" className="text-lg font-bold">
            {t("widget.title")}
          </h2>
          <p className="text-sm text-brand-50">{t("widget.intro")}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("widget.close")}
          className="-me-2 rounded-md p-2 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>

      <div ref={log} className="flex-1 overflow-y-auto px-4 py-3">
        <ol aria-live="polite" aria-label={t("widget.conversation")} className="flex flex-col gap-3">
          {state.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
          {waiting && (
            <li data-testid="chat-typing" className="self-start rounded-2xl bg-slate-100 px-3 py-2">
              <span className="sr-only">{t("widget.typing")}</span>
              <span aria-hidden className="flex gap-1 py-1">
                {[0, 150, 300].map((delay) => (
                  <span
                    key={delay}
                    style={{ animationDelay: `${delay}ms` }}
                    className="size-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
                  />
                ))}
              </span>
            </li>
          )}
        </ol>

        {state.optionsShown && (
          <fieldset className="m-0 mt-3 min-w-0 border-0 p-0">
            <legend className="p-0 text-sm font-semibold text-slate-700">{t("widget.options")}</legend>
            <ul className="mt-2 flex flex-wrap gap-2">
              {PLANS.map((plan) => (
                <li key={plan.slug}>
                  <button
                    type="button"
                    onClick={() => {
                      dispatch({ type: "pick", slug: plan.slug });
                      input.current?.focus(); // the options go: keep the focus in the panel
                    }}
                    className="rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  >
                    {value({ pricingKey: plan.name })}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>

      <form onSubmit={send} className="flex items-center gap-2 border-t border-slate-200 p-3">
        <label htmlFor="chat-bot-input" className="sr-only">
          {t("widget.input")}
        </label>
        <input
          ref={input}
          id="chat-bot-input"
          type="text"
          autoComplete="off"
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t("widget.placeholder")}
          className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700"
        />
        <button
          type="submit"
          aria-label={t("widget.send")}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden />
        </button>
      </form>
    </dialog>
  );
}

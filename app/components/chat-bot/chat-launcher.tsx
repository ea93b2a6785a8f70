import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { watchLauncherClearance } from "#app/components/chat-bot/launcher-clearance.ts";
import { ABOVE_CONSENT_BANNER } from "#app/components/consent/banner-offset.ts";

/**
 * The chat bot's launcher (spec 001 §2.20), mounted once in the layout with the shell's other after-load parts
 * (shell/after-load.tsx: loaded when the browser is idle after the page is interactive). It is a button; its label
 * (the `chat-bot` namespace) loads then, so the server renders nothing here (the bot needs JavaScript anyway).
 * The widget (conversation rules, plan catalogue, panel) loads when a visitor reaches for the button.
 * It never covers what a visitor clicks: while a link, button or field is under it (and it is neither open nor
 * focused) it fades out and lets taps through (launcher-clearance.ts). See docs/decisions/035-chat-bot.md and 067.
 */
const loadWidget = () => import("#app/components/chat-bot/chat-bot-widget.tsx");
const ChatBotWidget = lazy(loadWidget);

export function ChatLauncher() {
  const { i18n } = useTranslation();
  const [labelsLoaded, setLabelsLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [coversAction, setCoversAction] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let cancelled = false;
    void i18n
      .loadNamespaces("chat-bot")
      .then(() => !cancelled && setLabelsLoaded(true))
      .catch((error: unknown) => console.warn("Chat bot texts failed to load.", error));
    return () => {
      cancelled = true;
    };
  }, [i18n]);

  useEffect(
    () =>
      labelsLoaded && launcher.current
        ? watchLauncherClearance(launcher.current, setCoversAction)
        : undefined,
    [labelsLoaded],
  );

  if (!labelsLoaded) return null;
  const t = i18n.getFixedT(null, "chat-bot");
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const stepAside = coversAction && !open && !focused;

  return (
    <>
      <button
        ref={launcher}
        type="button"
        data-testid="chat-launcher"
        data-chat-launcher=""
        data-stepped-aside={stepAside || undefined}
        aria-label={t("launcher.open")}
        aria-expanded={open}
        aria-controls={used ? "chat-bot-panel" : undefined}
        onPointerEnter={loadWidget}
        onFocus={() => {
          setFocused(true);
          void loadWidget();
        }}
        onBlur={() => setFocused(false)}
        onClick={() => {
          setUsed(true);
          if (open) close();
          else setOpen(true);
        }}
        className={`${ABOVE_CONSENT_BANNER} fixed end-4 bottom-[calc(var(--consent-banner-height,0px)+1rem)] z-30 inline-flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg transition hover:bg-brand-800 motion-reduce:transition-none ${stepAside ? "pointer-events-none opacity-0" : ""} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 print:hidden`}
      >
        {open ? <X className="size-6" aria-hidden /> : <MessageCircle className="size-6" aria-hidden />}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ChatBotWidget open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

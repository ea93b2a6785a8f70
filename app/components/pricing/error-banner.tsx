import { CircleAlert, X } from "lucide-react";
import { type MouseEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

/** The spec's delay before the failed plan's error is scrolled into view (spec 001 §9 "Timing"). */
const SCROLL_DELAY_MS = 100;

/**
 * The dismissible error banner at the top of /pricing (spec 001 §8 "Error banner"): 'Error:', the message, the
 * advice to refresh or contact support, and a close button. It comes with the action's answer, so it shows
 * without JavaScript too; then its close button reloads the page without the error (a GET of the same address),
 * with JavaScript it just hides the banner. Each new answer (`answer`) shows it again and scrolls to it.
 */
export function ErrorBanner({ message, answer }: { message: string; answer: object }) {
  const { t } = useTranslation("pricing");
  const { pathname } = useLocation();
  const [open, setOpen] = useState(true);
  const banner = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A new failed attempt: show the banner again, then bring it into view.
    void answer;
    setOpen(true);
    const timer = setTimeout(() => {
      banner.current?.scrollIntoView({ behavior: "smooth", block: "center" });
      banner.current?.focus({ preventScroll: true });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [answer]);

  if (!open) return null;
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setOpen(false);
  };
  return (
    <div
      ref={banner}
      role="alert"
      tabIndex={-1}
      className="flex scroll-mt-24 items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900 outline-none"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="flex-1">
        <p>
          <strong className="font-bold">{t("errorBanner.label")}</strong> {message}
        </p>
        <p className="mt-1 text-sm">{t("errorBanner.persist")}</p>
      </div>
      <form method="get" action={pathname}>
        <button
          type="submit"
          onClick={close}
          aria-label={t("errorBanner.close")}
          className="rounded-md p-1 text-red-800 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </form>
    </div>
  );
}

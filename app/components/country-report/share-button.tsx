import { Check, Share2 } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { withoutTrackingParameters } from "#app/domain/analytics/tracking-parameters.ts";

/** How long 'Link copied' shows after a copy (spec 001 §9 "Timing": copy confirmation 2 s). */
export const LINK_COPIED_FOR_MS = 2000;

const subscribeNothing = () => () => {};

/** True once the page runs JavaScript (after hydration): the server and the first render show the plain link. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

const CLASS = buttonClass("secondary", "px-5 py-3 text-base");

/**
 * Share (issue 11 item 8): the browser's share sheet (Web Share API) where it has one; else the page's address is
 * copied and 'Link copied' shows for two seconds (announced politely). Without JavaScript it is a plain link to
 * this page, whose address can be copied from the browser. A share the visitor cancels does nothing.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation("country-report");
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), LINK_COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (!hydrated) {
    return (
      <a href={pathname + withoutTrackingParameters(search)} className={CLASS}>
        <Share2 aria-hidden className="size-4" />
        {t("actions.share")}
      </a>
    );
  }

  const copy = (url: string) => {
    if (!navigator.clipboard?.writeText) return setState("failed");
    navigator.clipboard.writeText(url).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  const share = () => {
    const here = window.location;
    const url = here.origin + here.pathname + withoutTrackingParameters(here.search);
    if (typeof navigator.share === "function") {
      navigator.share({ title, text, url }).catch((error: unknown) => {
        // The visitor closed the share sheet: nothing to say. Anything else: copy the link instead.
        if ((error as { name?: string })?.name !== "AbortError") copy(url);
      });
      return;
    }
    copy(url);
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <button type="button" onClick={share} className={CLASS}>
        {state === "copied" ? (
          <Check aria-hidden className="size-4" />
        ) : (
          <Share2 aria-hidden className="size-4" />
        )}
        {state === "copied" ? t("actions.linkCopied") : t("actions.share")}
      </button>
      <span role="status" className={state === "failed" ? "text-sm text-red-800" : "sr-only"}>
        {state === "copied" ? t("actions.linkCopied") : state === "failed" ? t("actions.copyFailed") : ""}
      </span>
    </span>
  );
}

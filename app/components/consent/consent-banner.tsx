import { type FormEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import {
  bannerRequested,
  closeConsent,
  consentSnapshot,
  readConsent,
  subscribeConsent,
} from "#app/components/consent/consent-store.ts";
import { saveConsent } from "#app/components/consent/save-consent.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";
import {
  type ConsentChoice,
  type ConsentIntent,
  choiceOf,
  isConsentIntent,
  REJECT_ALL,
} from "#app/domain/consent/consent.ts";

/**
 * The consent banner (spec 000 §2 Cookie Policy; decisions 031 and 059): a labelled region fixed at the bottom, not
 * a dialog (the page stays usable behind it). Necessary cookies are always on; 'Accept all', 'Reject all', or
 * 'Choose' for a switch per category and 'Save'.
 *
 * It is in every page's HTML and shows while `<html data-consent-ask>` is set: by the consent gate in the head
 * before the first paint (no choice stored), then by this component (a choice saved, 'Cookie preferences'). So it
 * paints with the page, never after it (it can't become the page's largest paint late, and shifts nothing), and
 * its buttons work before the page's code has loaded: the form posts the choice to the cookie page, which stores
 * it and sends the visitor back. With JavaScript the choice is saved in the browser, without a request. Reopened,
 * it shows the switches set to the current choice and takes the focus. While shown, its height is
 * `--consent-banner-height` for the other fixed parts, which keep above it (banner-offset.ts, run by the page
 * script on every page).
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const firstSwitch = useRef<HTMLInputElement>(null);
  // The server's snapshot is empty: the server knows no choice, and the gate decides until the page is hydrated.
  const snapshot = useSyncExternalStore(subscribeConsent, consentSnapshot, () => "");
  const current = snapshot ? readConsent() : null;
  const reopened = snapshot !== "" && bannerRequested();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(REJECT_ALL);

  useEffect(() => {
    if (snapshot === "") return;
    document.documentElement.toggleAttribute("data-consent-ask", reopened || !current);
  }, [snapshot, reopened, current]);
  useEffect(() => {
    if (!reopened) return;
    setChoosing(true);
    setChoice(current ?? REJECT_ALL);
    region.current?.focus();
  }, [reopened, current]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (!isConsentIntent(intent)) return;
    event.preventDefault();
    saveConsent(choiceOf(intent, choice));
  };

  /** One category's switch; `necessary` is always on. */
  const toggle = (category: keyof ConsentChoice | "necessary", label: string, note: string) => (
    <label className="flex items-start gap-3">
      <input
        ref={category === "analytics" ? firstSwitch : undefined}
        type="checkbox"
        role="switch"
        name={category === "necessary" ? undefined : category}
        className="mt-1 size-4 shrink-0 accent-brand-700"
        checked={category === "necessary" || choice[category]}
        aria-checked={category === "necessary" || choice[category]}
        disabled={category === "necessary"}
        onChange={(event) =>
          category !== "necessary" && setChoice({ ...choice, [category]: event.target.checked })
        }
      />
      <span>
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="block text-slate-600">{note}</span>
      </span>
    </label>
  );
  const submit = (intent: ConsentIntent, label: string) => (
    <Button type="submit" name="intent" value={intent} variant="secondary">
      {label}
    </Button>
  );

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-testid="consent-banner"
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)] focus:outline-none"
    >
      <form
        method="post"
        action={href("/cookies")}
        onSubmit={onSubmit}
        className={`${CONTAINER} flex flex-col gap-3 py-4 text-sm lg:flex-row lg:items-end lg:gap-8`}
      >
        <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {t("consent.title")}
          </h2>
          <p className="mt-1 text-slate-700">
            {t("consent.text")}{" "}
            <a href={href("/cookies")} className="font-medium text-brand-700 underline">
              {t("consent.policy")}
            </a>
          </p>
          {/* 'Choose' opens the switches without JavaScript too; 'Save' posts them. */}
          <details
            open={choosing}
            onToggle={(event) => {
              const { open } = event.currentTarget;
              setChoosing(open);
              // Opened by 'Choose' (which has the focus; not by 'Cookie preferences'): on to the first switch.
              if (open && document.activeElement?.tagName === "SUMMARY") firstSwitch.current?.focus();
            }}
            className="group mt-3"
          >
            <summary
              className={`${buttonClass("ghost")} cursor-pointer list-none group-open:hidden [&::-webkit-details-marker]:hidden`}
            >
              {t("consent.choose")}
            </summary>
            <fieldset className="grid gap-3 sm:grid-cols-3">
              <legend className="sr-only">{t("consent.categories")}</legend>
              {toggle("necessary", t("consent.necessary"), t("consent.necessaryNote"))}
              {toggle("analytics", t("consent.analytics"), t("consent.analyticsNote"))}
              {toggle("marketing", t("consent.marketing"), t("consent.marketingNote"))}
            </fieldset>
            <div className="mt-3">{submit("save", t("consent.save"))}</div>
          </details>
        </div>
        <div className="flex flex-wrap gap-2">
          {submit("reject", t("consent.rejectAll"))}
          {submit("accept", t("consent.acceptAll"))}
          {current && reopened && (
            <Button variant="ghost" onClick={closeConsent}>
              {t("consent.close")}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}

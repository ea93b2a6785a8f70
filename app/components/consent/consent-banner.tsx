import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { setConsentBannerHeight } from "#app/components/consent/banner-offset.ts";
import { closeConsent } from "#app/components/consent/consent-store.ts";
import { saveConsent } from "#app/components/consent/save-consent.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ACCEPT_ALL, type ConsentChoice, REJECT_ALL } from "#app/domain/consent/consent.ts";

/**
 * The consent banner (spec 000 §2 Cookie Policy; decision 031): a labelled region fixed at the bottom, not a dialog
 * (the page stays usable behind it). Necessary cookies are always on; 'Accept all', 'Reject all', or 'Choose'
 * for a switch per category and 'Save'. Reopened from 'Cookie preferences', it shows the switches set to the
 * current choice and takes the focus. While shown, its height is `--consent-banner-height` for the other fixed
 * parts, which keep above it (banner-offset.ts).
 */
export default function ConsentBanner({
  current,
  reopened,
}: {
  current: ConsentChoice | null;
  reopened: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const region = useRef<HTMLElement>(null);
  const firstSwitch = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState(reopened);
  const [choice, setChoice] = useState<ConsentChoice>(current ?? REJECT_ALL);

  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setConsentBannerHeight(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setConsentBannerHeight(0);
    };
  }, []);
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  /** One category's switch; `necessary` is always on. */
  const toggle = (category: keyof ConsentChoice | "necessary", label: string, note: string) => (
    <label className="flex items-start gap-3">
      <input
        ref={category === "analytics" ? firstSwitch : undefined}
        type="checkbox"
        role="switch"
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

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)] focus:outline-none"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 text-sm sm:px-6 lg:flex-row lg:items-end lg:gap-8">
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
            {t("consent.title")}
          </h2>
          <p className="mt-1 text-slate-700">
            {t("consent.text")}{" "}
            <LocalizedLink to="/cookies" className="font-medium text-brand-700 underline">
              {t("consent.policy")}
            </LocalizedLink>
          </p>
          {choosing && (
            <fieldset className="mt-3 grid gap-3 sm:grid-cols-3">
              <legend className="sr-only">{t("consent.categories")}</legend>
              {toggle("necessary", t("consent.necessary"), t("consent.necessaryNote"))}
              {toggle("analytics", t("consent.analytics"), t("consent.analyticsNote"))}
              {toggle("marketing", t("consent.marketing"), t("consent.marketingNote"))}
            </fieldset>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {choosing ? (
            <Button variant="secondary" onClick={() => saveConsent(choice)}>
              {t("consent.save")}
            </Button>
          ) : (
            <Button
              variant="ghost"
              onClick={() => {
                setChoosing(true);
                // The button gives way to 'Save': the focus moves to the first switch instead of being lost.
                requestAnimationFrame(() => firstSwitch.current?.focus());
              }}
            >
              {t("consent.choose")}
            </Button>
          )}
          <Button variant="secondary" onClick={() => saveConsent(REJECT_ALL)}>
            {t("consent.rejectAll")}
          </Button>
          <Button variant="secondary" onClick={() => saveConsent(ACCEPT_ALL)}>
            {t("consent.acceptAll")}
          </Button>
          {current && reopened && (
            <Button variant="ghost" onClick={closeConsent}>
              {t("consent.close")}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

import { Copy, ExternalLink } from "lucide-react";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink, useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { useRootData } from "#app/components/shell/root-data.ts";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Quote } from "#app/components/ui/sections.tsx";
import { planBySlug } from "#app/content/plans.ts";
import { formatMoney } from "#app/domain/money.ts";

/** How long 'Copied' shows after a copy (spec 001 §9 "Timing"). */
export const COPIED_FOR_MS = 2000;

/** The three pre-written posts (spec 001 §2.1), each about one plan: its text is `campaign.posts.<key>`. */
const POSTS = [
  { key: "entryKit", slug: "entry-kit" },
  { key: "growthPlan", slug: "growth-plan" },
  { key: "premiumRetainer", slug: "premium-retainer" },
] as const;

const TIPS = ["timing", "personal", "reply"] as const;

/** LinkedIn's share dialog for a page of ours. */
export const linkedInShareUrl = (pageUrl: string) =>
  `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`;

const subscribeNothing = () => () => {};

/** True once the page runs JavaScript in a browser that has the clipboard API. */
function useCanCopy() {
  return useSyncExternalStore(
    subscribeNothing,
    () => typeof navigator !== "undefined" && Boolean(navigator.clipboard?.writeText),
    () => false,
  );
}

/**
 * Copies a post to the clipboard, then says 'Copied' for two seconds (announced politely). Progressive
 * enhancement: without JavaScript or the clipboard API there is no button, and the text can be selected as usual.
 */
function CopyButton({ text, postLabel }: { text: string; postLabel: string }) {
  const { t } = useTranslation("pricing");
  const canCopy = useCanCopy();
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state !== "copied") return;
    const timer = setTimeout(() => setState("idle"), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  if (!canCopy) return null;
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setState("copied"),
      () => setState("failed"),
    );
  };
  return (
    <>
      <button
        type="button"
        onClick={copy}
        aria-label={state === "copied" ? undefined : `${t("campaign.copy")}: ${postLabel}`}
        className={buttonClass("secondary")}
      >
        <Copy aria-hidden="true" className="size-4" />
        {state === "copied" ? t("campaign.copied") : t("campaign.copy")}
      </button>
      <span role="status" className={state === "failed" ? "basis-full text-sm text-red-800" : "sr-only"}>
        {state === "copied" ? t("campaign.copied") : state === "failed" ? t("campaign.copyFailed") : ""}
      </span>
    </>
  );
}

/**
 * The marketing campaign plan (spec 001 §2.1): three ready-made posts with Copy, Share on LinkedIn and View Page,
 * tips for posting and a testimonial.
 */
export function CampaignPlan() {
  const { t } = useTranslation("pricing");
  const lang = useLanguage();
  const href = useLocalizedHref();
  const siteUrl = useRootData()?.siteUrl ?? "http://localhost:3000";
  const tipsId = useId();
  return (
    <div className="grid gap-10 lg:grid-cols-3">
      <ol className="space-y-6 lg:col-span-2">
        {POSTS.map((post, index) => {
          const plan = planBySlug(post.slug);
          const price = plan?.priceCents ? formatMoney(plan.priceCents, lang) : "";
          const text = t(`campaign.posts.${post.key}`, { price });
          const label = t("campaign.postLabel", { number: index + 1 });
          const page = `/pricing/${post.slug}`;
          return (
            <li key={post.key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-sm font-semibold uppercase tracking-wide text-brand-700">{label}</h3>
              <p className="mt-3 whitespace-pre-line text-slate-800">{text}</p>
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <CopyButton text={text} postLabel={label} />
                <a
                  href={linkedInShareUrl(new URL(href(page), siteUrl).href)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass("secondary")}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {t("campaign.share")}
                  <span className="sr-only"> {t("discovery.newTab")}</span>
                </a>
                <LocalizedLink to={page} className={buttonClass("ghost")}>
                  {t("campaign.view")}
                </LocalizedLink>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="space-y-8">
        <section aria-labelledby={tipsId} className="rounded-xl bg-brand-50 p-6">
          <h3 id={tipsId} className="text-lg font-semibold text-slate-900">
            {t("campaign.tipsTitle")}
          </h3>
          <ul className="mt-3 list-disc space-y-2 ps-5 text-slate-700">
            {TIPS.map((tip) => (
              <li key={tip}>{t(`campaign.tips.${tip}`)}</li>
            ))}
          </ul>
        </section>
        <Quote
          quote={t("campaign.testimonial.quote")}
          name={t("campaign.testimonial.name")}
          role={t("campaign.testimonial.role")}
        />
      </div>
    </div>
  );
}

import { FileText, Languages, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { DownloadReady } from "#app/components/leads/download-ready.tsx";
import { LeadForm } from "#app/components/leads/lead-form.tsx";
import { useContactEmail } from "#app/components/leads/use-contact-email.ts";
import { Section } from "#app/components/ui/sections.tsx";
import { GUIDE_SLUGS, type GuideSlug, isGuideSlug } from "#app/content/guides/guides.ts";
import type { SentEvent } from "#app/domain/analytics/analytics.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** What the guide form's action answers: on success, the guide and its signed download link. */
export type GuideAnswer = FormAnswer & { guide?: GuideSlug; download?: string };

/** What a sent guide request reports. */
const SENT: SentEvent = { event: "lead_submitted" };

/**
 * The lead form the guide cards lead to (`#guide-form`, spec 001 §2.12, §4 "PDF download"): the guide to send,
 * then name, email and company. It posts to the page (a document page, decision 061), which answers with the
 * errors or with a confirmation and the download link; the download starts by itself 1.5 s later (the page
 * script clicks the link), and the same link arrives by mail.
 */
export function GuideRequest({
  selected,
  linkInvalid,
  answer,
}: {
  /** The guide chosen by the card that led here (`?guide=`). */
  selected: string | null;
  /** The visitor came back from a download link that was refused. */
  linkInvalid: boolean;
  /** The action's answer when the page itself received the post. */
  answer?: GuideAnswer;
}) {
  const { t } = useTranslation("resources");
  const { pathname } = useLocation();
  const contactEmail = useContactEmail();
  // The guide sent (an answer with errors keeps it), else the card's.
  const chosen = [answer?.result.initialValue?.guide, selected].find(isGuideSlug) ?? GUIDE_SLUGS[0];

  return (
    <Section id="guide-form" title={t("guideRequest.title")} intro={t("guideRequest.intro")} tone="muted">
      <div className="grid gap-10 lg:grid-cols-[1fr_28rem] lg:items-start">
        <ul className="space-y-4 text-slate-700">
          {(
            [
              [FileText, "guideRequest.pointPdf"],
              [Languages, "guideRequest.pointLanguage"],
              [Mail, "guideRequest.pointMail"],
            ] as const
          ).map(([Icon, key]) => (
            <li key={key} className="flex gap-3">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {answer?.sent ? (
            <GuideReady result={answer} />
          ) : (
            <>
              {linkInvalid && (
                <div className="mb-4">
                  <Notice tone="info">{t("guideRequest.linkInvalid")}</Notice>
                </div>
              )}
              <LeadForm<GuideAnswer>
                action="/resources#guide-form"
                page={pathname}
                contactEmail={contactEmail}
                answer={answer}
                submitLabel={t("guideRequest.submit")}
                pendingLabel={t("guideRequest.submitting")}
                // A card's link led here: the visitor starts in the form.
                focusName={isGuideSlug(selected) && !linkInvalid && !answer}
              >
                <input type="hidden" name="intent" value="guide" />
                <GuideChoice chosen={chosen} />
              </LeadForm>
              <p className="mt-4 text-xs text-slate-600">{t("guideRequest.privacy")}</p>
            </>
          )}
        </div>
      </div>
    </Section>
  );
}

/** The three guides as radio options; the chosen one is checked. */
function GuideChoice({ chosen }: { chosen: GuideSlug }) {
  const { t } = useTranslation("resources");
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t("guideRequest.choose")}</legend>
      <div className="mt-2 space-y-2">
        {GUIDE_SLUGS.map((slug) => (
          <label
            key={slug}
            className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name="guide"
              value={slug}
              defaultChecked={slug === chosen}
              required
              className="size-4 accent-brand-700"
            />
            {t(`guides.${slug}.title`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The confirmation: the download link (clicked for the visitor after 1.5 s) and a way back to the form. */
function GuideReady({ result }: { result: GuideAnswer }) {
  const { t } = useTranslation("resources");
  const guide = result.guide && t(`guides.${result.guide}.title`);
  return (
    <DownloadReady
      testId="guide-ready"
      sentEvent={SENT}
      title={t("guideRequest.successTitle")}
      text={t("guideRequest.successText")}
      download={guide ? result.download : undefined}
      label={t("guideRequest.download", { guide })}
      wide
    >
      <LocalizedLink
        to={`/resources?guide=${result.guide ?? GUIDE_SLUGS[0]}#guide-form`}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {t("guideRequest.another")}
      </LocalizedLink>
    </DownloadReady>
  );
}

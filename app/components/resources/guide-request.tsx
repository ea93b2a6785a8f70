import { FileText, Languages, Mail } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { DownloadReady } from "#app/components/leads/download-ready.tsx";
import { LeadForm } from "#app/components/leads/lead-form.tsx";
import { useContactEmail } from "#app/components/leads/use-contact-email.ts";
import { Section } from "#app/components/ui/sections.tsx";
import { GUIDE_SLUGS, type GuideSlug, isGuideSlug } from "#app/content/guides/guides.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** What the guide form's action answers: on success, the guide and its signed download link. */
export type GuideAnswer = FormAnswer & { guide?: GuideSlug; download?: string };

/**
 * The lead form the guide cards lead to (`#guide-form`): the guide to send, then name, email and company. On
 * success the form gives way to a confirmation with the download link, and (with JavaScript) the download
 * starts by itself 1.5 s later; the same link arrives by mail. Without JavaScript the form posts to the page,
 * which answers with the same confirmation.
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
  const [result, setResult] = useState<GuideAnswer | undefined>(answer?.sent ? answer : undefined);
  const onAnswer = useCallback((next: GuideAnswer) => {
    if (next.sent) setResult(next);
  }, []);
  const chosen: GuideSlug = isGuideSlug(selected) ? selected : GUIDE_SLUGS[0];

  // A card's link chose a guide: start in the form (the link's #guide-form has scrolled it into view).
  const formRef = useRef<HTMLDivElement>(null);
  const firstSelection = useRef(selected);
  useEffect(() => {
    if (selected === firstSelection.current) return;
    firstSelection.current = selected;
    setResult(undefined);
    formRef.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus({ preventScroll: true });
  }, [selected]);

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
        <div ref={formRef} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {result ? (
            <GuideReady result={result} onAnother={() => setResult(undefined)} />
          ) : (
            <>
              {linkInvalid && (
                <div className="mb-4">
                  <Notice tone="info">{t("guideRequest.linkInvalid")}</Notice>
                </div>
              )}
              <LeadForm<GuideAnswer>
                action="/resources"
                page={pathname}
                contactEmail={contactEmail}
                answer={answer}
                onAnswer={onAnswer}
                submitLabel={t("guideRequest.submit")}
                pendingLabel={t("guideRequest.submitting")}
              >
                <GuideChoice key={chosen} chosen={chosen} />
              </LeadForm>
              <p className="mt-4 text-xs text-slate-600">{t("guideRequest.privacy")}</p>
            </>
          )}
        </div>
      </div>
    </Section>
  );
}

/** The three guides as radio options; the card's choice is checked. */
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
function GuideReady({ result, onAnother }: { result: GuideAnswer; onAnother(): void }) {
  const { t } = useTranslation("resources");
  const guide = result.guide && t(`guides.${result.guide}.title`);
  return (
    <DownloadReady
      testId="guide-ready"
      title={t("guideRequest.successTitle")}
      text={t("guideRequest.successText")}
      download={guide ? result.download : undefined}
      label={t("guideRequest.download", { guide })}
      wide
    >
      <LocalizedLink
        to={`/resources?guide=${result.guide ?? GUIDE_SLUGS[0]}#guide-form`}
        preventScrollReset
        onClick={onAnother}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {t("guideRequest.another")}
      </LocalizedLink>
    </DownloadReady>
  );
}

import { Download, FileText } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormError } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import { DownloadReady } from "#app/components/leads/download-ready.tsx";
import { IdentityFields } from "#app/components/leads/identity-fields.tsx";
import type { BlueprintFormAnswer } from "#app/components/pricing/answers.ts";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import { OfferBox } from "#app/components/ui/sections.tsx";

/**
 * The plan's blueprint (spec 001 §4 "PDF download"): a button, then the form (name, email, company), then
 * 'Processing...', then the confirmation; 1.5 s later the PDF downloads and the form closes and resets. The
 * button is a `<summary>`, so it opens the form without JavaScript too; the form then posts to the page
 * (`intent=blueprint`), which answers with the confirmation and its download link.
 */
export function BlueprintRequest({
  planName,
  page,
  answer,
}: {
  planName: string;
  /** The page the visitor is on (attribution). */
  page: string;
  /** The page's own answer, when the form was posted without JavaScript. */
  answer?: BlueprintFormAnswer;
}) {
  const { t } = useTranslation("pricing-plan");
  const [open, setOpen] = useState(answer !== undefined);
  const [result, setResult] = useState<BlueprintFormAnswer | undefined>(answer?.sent ? answer : undefined);
  const onAnswer = useCallback((next: BlueprintFormAnswer) => {
    if (next.sent) setResult(next);
  }, []);
  const { formProps, fields, errorOf, formError, pending } = useForm({
    id: "blueprint-request",
    validator: useValidator("lead"),
    fetcher: true,
    ns: "pricing-plan",
    answer,
    onAnswer,
  });

  const close = useCallback(() => {
    setOpen(false);
    setResult(undefined);
  }, []);

  return (
    <OfferBox
      data-testid="blueprint"
      icon={<FileText className="size-6" />}
      title={t("blueprint.title", { plan: planName })}
      text={t("blueprint.text")}
    >
      <details className="group mt-5" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary
          className={buttonClass(
            "primary",
            "cursor-pointer list-none group-open:hidden [&::-webkit-details-marker]:hidden",
          )}
        >
          <Download aria-hidden className="size-4" />
          {t("blueprint.open")}
        </summary>
        {result ? (
          <DownloadReady
            testId="blueprint-ready"
            title={t("blueprint.successTitle")}
            text={t("blueprint.successText")}
            download={result.download}
            label={t("blueprint.download", { plan: planName })}
            onDownloaded={close}
          />
        ) : (
          <Form {...formProps} className="space-y-4" data-testid="blueprint-form">
            <Honeypot />
            <input type="hidden" name="intent" value="blueprint" />
            <input type="hidden" name="page" value={page} />
            <IdentityFields fields={fields} errorOf={errorOf} />
            {formError && <FormError>{formError}</FormError>}
            <div className="flex flex-wrap gap-3">
              <SubmitButton pending={pending} pendingLabel={t("blueprint.submitting")}>
                {t("blueprint.submit")}
              </SubmitButton>
              <button type="button" onClick={close} className={buttonClass("ghost")}>
                {t("blueprint.cancel")}
              </button>
            </div>
            <p className="text-xs text-slate-600">{t("blueprint.privacy")}</p>
          </Form>
        )}
      </details>
    </OfferBox>
  );
}

import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormSuccess } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { EmailBoxErrors, EmailBoxInput, useEmailBox } from "#app/components/leads/email-box.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { RegionId } from "#app/content/regions.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * A coming-soon region's "Notify Me" (spec 001 §2.5): an e-mail address, posted to /regions with the region's id,
 * stored as a lead `region_notify_<id>`. Through a fetcher with JavaScript (the page stays as it is); without it a
 * plain post, and the page shows the answer on this card. While sending the input is disabled and the button says
 * 'Processing...'; the thank-you shows for 5 s, then the form is back.
 */
export function RegionNotifyForm({
  regionId,
  regionName,
  answer,
}: {
  regionId: RegionId;
  regionName: string;
  /** The page's answer when this card's form was posted without JavaScript. */
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("regions");
  const { formProps, fields, emailError, formError, pending, thanked } = useEmailBox({
    id: `notify-${regionId}`,
    ns: "regions",
    answer,
  });

  return (
    <Form {...formProps} className="mt-4" data-testid={`notify-${regionId}`}>
      <Honeypot />
      <input type="hidden" name="region" value={regionId} />
      <FormSuccess>{thanked && t("notify.success", { region: regionName })}</FormSuccess>
      <div className={thanked ? "hidden" : undefined}>
        <label htmlFor={fields.email.id} className="block text-sm font-medium text-slate-800">
          {t("notify.label", { region: regionName })}
        </label>
        <div className="mt-2 flex flex-wrap gap-2">
          <EmailBoxInput
            field={fields.email}
            error={emailError}
            placeholder={t("notify.placeholder")}
            pending={pending}
          />
          <SubmitButton className="min-w-28" pending={pending} pendingLabel={t("notify.processing")}>
            {t("notify.submit")}
          </SubmitButton>
        </div>
        <p className="mt-2 text-xs text-slate-600">{t("notify.promise")}</p>
      </div>
      <EmailBoxErrors fieldId={fields.email.id} emailError={emailError} formError={formError} />
    </Form>
  );
}

import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormSuccess, SelectField } from "#app/components/form/form-controls.tsx";
import { Honeypot } from "#app/components/form/honeypot.tsx";
import { EmailBoxErrors, EmailBoxInput, useEmailBox } from "#app/components/leads/email-box.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import type { RegionId } from "#app/content/regions.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/**
 * The one quiet offer of updates on /regions (spec 001 §2.5 "Notify Me"; decision 063): a line, the region the
 * visitor wants and an e-mail address, posted to /regions and stored as a lead `region_notify_<id>` (decision 024).
 * Through a fetcher with JavaScript (the page stays as it is); without it a plain post, and the page shows the
 * answer here. While sending the input is disabled and the button says 'Processing...'; the thank-you shows for
 * 5 s, then the form is back.
 */
export function RegionNotifyForm({
  regions,
  answer,
  chosen,
}: {
  /** The regions we do not cover yet, in the order to offer them. */
  regions: readonly RegionId[];
  /** The page's answer when the form was posted without JavaScript. */
  answer?: FormAnswer;
  /** The region that post named, chosen again. */
  chosen?: RegionId | null;
}) {
  const { t } = useTranslation("regions");
  const { formProps, fields, emailError, formError, pending, thanked } = useEmailBox({
    id: "notify-region",
    ns: "regions",
    answer,
  });

  return (
    <Form
      {...formProps}
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      data-testid="region-notify"
    >
      <Honeypot />
      <p className="font-medium text-slate-800">{t("notify.intro")}</p>
      <FormSuccess>{thanked && t("notify.success")}</FormSuccess>
      <div className={thanked ? "hidden" : "mt-3"}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-56">
            <SelectField
              id="notify-region-choice"
              name="region"
              label={t("notify.region")}
              defaultValue={chosen ?? regions[0]}
            >
              {regions.map((region) => (
                <option key={region} value={region}>
                  {t(`region.${region}.name`)}
                </option>
              ))}
            </SelectField>
          </div>
          <div className="min-w-0 flex-1">
            <label htmlFor={fields.email.id} className="block text-sm font-medium text-slate-800">
              {t("notify.label")}
            </label>
            <div className="mt-1 flex flex-wrap gap-2">
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
          </div>
        </div>
        <p className="mt-2 text-xs text-slate-600">{t("notify.promise")}</p>
      </div>
      <EmailBoxErrors fieldId={fields.email.id} emailError={emailError} formError={formError} />
    </Form>
  );
}

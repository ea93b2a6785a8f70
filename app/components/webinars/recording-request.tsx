import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormSuccess } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { LeadForm } from "#app/components/leads/lead-form.tsx";
import { useContactEmail } from "#app/components/leads/use-contact-email.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { recordingSource, type WebinarId } from "#app/domain/webinars/webinars.ts";

export type RecordingAnswer = FormAnswer & { intent: "recording"; webinar: WebinarId | null };

/**
 * 'Watch Recording' lands here (decision 030): there are no public recordings, so the section says the recording
 * is shared on request and takes the request, a lead with source `webinar_recording_<id>`; the team sends the link.
 */
export function RecordingRequest({
  webinarId,
  title,
  answer,
}: {
  webinarId: WebinarId;
  title: string;
  answer?: RecordingAnswer;
}) {
  const { t } = useTranslation("webinars");
  const contactEmail = useContactEmail();
  const [sent, setSent] = useState(Boolean(answer?.sent));
  return (
    <div className="grid gap-8 lg:grid-cols-2" data-testid="recording-request">
      <div>
        <p className="text-lg text-slate-700">{t("recording.text", { title })}</p>
        <p className="mt-3 text-slate-600">{t("recording.reply")}</p>
        <LocalizedLink
          to={`/webinars#past-${webinarId}`}
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t("recording.back")}
        </LocalizedLink>
      </div>
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="mb-4">
          <FormSuccess>{sent && t("recording.success", { title })}</FormSuccess>
        </div>
        {!sent && (
          <LeadForm<RecordingAnswer>
            source={recordingSource(webinarId)}
            page="/webinars"
            contactEmail={contactEmail}
            answer={answer}
            onAnswer={(next) => setSent(next.sent)}
            action={`/webinars?intent=recording&recording=${webinarId}`}
            submitLabel={t("recording.submit")}
            pendingLabel={t("recording.submitting")}
          />
        )}
      </div>
    </div>
  );
}

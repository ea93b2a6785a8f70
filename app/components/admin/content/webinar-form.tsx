import { useTranslation } from "react-i18next";
import { BoundText, ContentFormFrame, useContentForm } from "#app/components/admin/content/content-form.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

export type EditedWebinar = {
  id: string;
  startDate: string;
  startTime: string;
  minutes: number;
  presenterName: string;
  joiningUrl: string | null;
  capacity: number | null;
  recordingUrl: string | null;
};

/**
 * A session's shared fields (decision 082): its identifier (fixed once saved), start in Sydney time, length,
 * presenter, and the joining link, capacity and recording; its texts are written per language, beside.
 */
export function WebinarForm({
  webinar,
  saved,
  answer,
}: {
  webinar: EditedWebinar | null;
  saved: boolean;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("webinar", answer, webinar ?? { minutes: 60, startTime: "11:00" });
  const { fields } = form;
  return (
    <ContentFormFrame form={form} saved={saved} canDelete={webinar !== null}>
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundText
          form={form}
          field={fields.id}
          label={t("fields.id")}
          dir="ltr"
          hint={webinar ? t("hints.webinarIdFixed") : t("hints.webinarId")}
          readOnly={webinar !== null}
        />
        <BoundText form={form} field={fields.presenterName} label={t("fields.presenterName")} />
        <BoundText form={form} field={fields.startDate} label={t("fields.startDate")} type="date" />
        <BoundText
          form={form}
          field={fields.startTime}
          label={t("fields.startTime")}
          type="time"
          hint={t("hints.sydneyTime")}
        />
        <BoundText
          form={form}
          field={fields.minutes}
          label={t("fields.minutes")}
          type="number"
          inputMode="numeric"
        />
        <BoundText
          form={form}
          field={fields.capacity}
          label={t("fields.capacity")}
          type="number"
          inputMode="numeric"
          hint={t("hints.capacity")}
        />
        <BoundText
          form={form}
          field={fields.joiningUrl}
          label={t("fields.joiningUrl")}
          type="url"
          dir="ltr"
          hint={t("hints.joiningUrl")}
        />
        <BoundText
          form={form}
          field={fields.recordingUrl}
          label={t("fields.recordingUrl")}
          type="url"
          dir="ltr"
          hint={t("hints.recordingUrl")}
        />
      </div>
    </ContentFormFrame>
  );
}

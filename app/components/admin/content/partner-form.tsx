import { useTranslation } from "react-i18next";
import {
  BoundCheckbox,
  BoundChoice,
  BoundText,
  BoundTextArea,
  ContentFormFrame,
  useContentForm,
} from "#app/components/admin/content/content-form.tsx";
import { BoundImageChoice, type ImageChoice } from "#app/components/admin/media/image-choice.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import {
  type DirectoryPartner,
  PARTNER_CATEGORIES,
  PARTNERSHIP_LEVELS,
} from "#app/domain/partners/partner-directory.ts";

type EditedPartner = DirectoryPartner & { imageId: string | null; isActive: boolean };

/** Every field of a partner record, its logo chosen from the media library (`images`); a new partner starts active. */
export function PartnerForm({
  partner,
  images,
  saved,
  answer,
}: {
  partner: EditedPartner | null;
  images: readonly ImageChoice[];
  saved: boolean;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("partner", answer, partner ?? { isActive: true, partnershipLevel: "Silver" });
  const { fields } = form;
  return (
    <ContentFormFrame form={form} saved={saved} canDelete={partner !== null}>
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundText form={form} field={fields.name} label={t("fields.name")} />
        <BoundText form={form} field={fields.id} label={t("fields.id")} dir="ltr" hint={t("hints.id")} />
      </div>
      <BoundTextArea form={form} field={fields.description} label={t("fields.description")} rows={4} />
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundChoice
          form={form}
          field={fields.category}
          label={t("fields.category")}
          options={PARTNER_CATEGORIES}
          labelOf={(category) => t(`categories.${category}`)}
        />
        <BoundChoice
          form={form}
          field={fields.partnershipLevel}
          label={t("fields.partnershipLevel")}
          options={PARTNERSHIP_LEVELS}
          labelOf={(level) => t(`levels.${level}`)}
        />
        <BoundText form={form} field={fields.industry} label={t("fields.industry")} />
        <BoundText form={form} field={fields.specialty} label={t("fields.specialty")} />
        <BoundText
          form={form}
          field={fields.website}
          label={t("fields.website")}
          type="url"
          dir="ltr"
          hint={t("hints.url")}
        />
        <BoundImageChoice form={form} field={fields.imageId} kind="partner" images={images} />
      </div>
      <div className="flex flex-wrap gap-6">
        <BoundCheckbox field={fields.isActive} label={t("fields.isActive")} />
        <BoundCheckbox field={fields.isFeatured} label={t("fields.isFeatured")} />
      </div>
    </ContentFormFrame>
  );
}

import { useTranslation } from "react-i18next";
import { BoundText, ContentFormFrame, useContentForm } from "#app/components/admin/content/content-form.tsx";
import { BoundImageChoice, type ImageChoice } from "#app/components/admin/media/image-choice.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

type EditedTeamMember = { id: string; name: string; position: number; imageId: string | null };

/**
 * A team member's name, identifier (fixed once saved), place in the list and photo (one of the media library's
 * `images`); their texts are per language.
 */
export function TeamMemberForm({
  member,
  nextPosition,
  images,
  saved,
  answer,
}: {
  member: EditedTeamMember | null;
  /** A new member's place: after everyone listed. */
  nextPosition: number;
  images: readonly ImageChoice[];
  saved: boolean;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("team-member", answer, member ?? { position: nextPosition });
  const { fields } = form;
  return (
    <ContentFormFrame form={form} saved={saved} canDelete={member !== null}>
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundText form={form} field={fields.name} label={t("fields.name")} />
        <BoundText
          form={form}
          field={fields.id}
          label={t("fields.id")}
          dir="ltr"
          hint={member ? t("hints.idFixed") : t("hints.id")}
          readOnly={member !== null}
        />
        <BoundText
          form={form}
          field={fields.position}
          label={t("fields.position")}
          type="number"
          inputMode="numeric"
          hint={t("hints.position")}
        />
        <BoundImageChoice form={form} field={fields.imageId} kind="team" images={images} />
      </div>
    </ContentFormFrame>
  );
}

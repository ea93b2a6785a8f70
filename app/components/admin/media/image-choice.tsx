import { getSelectProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { Bound } from "#app/components/admin/content/content-form.tsx";
import { SelectField } from "#app/components/form/form-controls.tsx";
import type { MediaUseKind } from "#app/domain/media/media-uses.ts";

/** An image staff can choose: its id and how the select names it (file name and size). */
export type ImageChoice = { id: string; label: string };

/**
 * A record's image (decision 086), chosen from the media library in a plain select (no image, or one of the
 * library's, newest first), so it works without JavaScript; labelled for what it is to the record (`kind`: a team
 * member's photo, a partner's logo, a post's cover) unless `label` says otherwise (a region's name).
 */
export function BoundImageChoice({
  form,
  field,
  kind,
  label,
  images,
}: Omit<Bound, "label"> & { kind: MediaUseKind; label?: string; images: readonly ImageChoice[] }) {
  const { t } = useTranslation("admin-media");
  const { key, ...props } = getSelectProps(field);
  return (
    <SelectField
      key={key}
      {...props}
      label={label ?? t(`picker.${kind}`)}
      hint={t("picker.hint")}
      error={form.errorOf(field)}
    >
      <option value="">{t("picker.none")}</option>
      {images.map((image) => (
        <option key={image.id} value={image.id} dir="auto">
          {image.label}
        </option>
      ))}
    </SelectField>
  );
}

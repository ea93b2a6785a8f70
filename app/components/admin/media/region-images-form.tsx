import { useTranslation } from "react-i18next";
import { ContentFormFrame, useContentForm } from "#app/components/admin/content/content-form.tsx";
import { BoundImageChoice, type ImageChoice } from "#app/components/admin/media/image-choice.tsx";
import { REGION_IDS, type RegionId } from "#app/content/regions.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** Each region's picture: a select of the library's images per region, by the region's name. */
export function RegionImagesForm({
  chosen,
  images,
  saved,
  answer,
}: {
  chosen: Record<RegionId, string | null>;
  images: readonly ImageChoice[];
  saved: boolean;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("regions");
  const form = useContentForm("region-images", answer, chosen);
  return (
    <ContentFormFrame form={form} saved={saved} canDelete={false}>
      <div className="grid gap-5 sm:grid-cols-2">
        {REGION_IDS.map((id) => (
          <BoundImageChoice
            key={id}
            form={form}
            field={form.fields[id]}
            kind="region"
            label={t(`region.${id}.name`)}
            images={images}
          />
        ))}
      </div>
    </ContentFormFrame>
  );
}

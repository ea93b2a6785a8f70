import { useTranslation } from "react-i18next";
import { dataLabelKey } from "#app/domain/data-apis/data-labels.ts";

/** A post tag (a blog category) in the page's language; a tag without a translation yet as the data spells it. */
export function useTagLabel() {
  const { t } = useTranslation("blog");
  return (tag: string) => t(`tags.${dataLabelKey(tag)}`, { defaultValue: tag });
}

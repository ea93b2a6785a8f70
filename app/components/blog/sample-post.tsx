import { useTranslation } from "react-i18next";
import { SampleBadge, SampleNote } from "#app/components/ui/sample-mark.tsx";

// The seed's sample articles (fictional authors) say what they are wherever they are shown (design system, content
// rules): a badge on each and one line saying what it means.

export function SamplePostBadge() {
  const { t } = useTranslation("blog");
  return <SampleBadge label={t("sample.badge")} />;
}

/** What the badge means; shown above a list that holds any sample, and on a sample's own page. */
export function SamplePostsNote() {
  const { t } = useTranslation("blog");
  return <SampleNote testId="sample-posts-note" text={t("sample.note", { label: t("sample.badge") })} />;
}

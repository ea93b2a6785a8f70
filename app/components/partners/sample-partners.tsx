import { useTranslation } from "react-i18next";
import { SampleBadge, SampleNote } from "#app/components/ui/sample-mark.tsx";

// The seed's fictional firms say what they are wherever they are listed (decision 064).

export function SamplePartnerBadge() {
  const { t } = useTranslation("partners");
  return <SampleBadge label={t("partnerCard.sample")} />;
}

/** What the badge means; shown above a list that holds any sample. */
export function SamplePartnersNote() {
  const { t } = useTranslation("partners");
  return (
    <SampleNote
      testId="sample-partners-note"
      text={t("samplePartnersNote.text", { label: t("partnerCard.sample") })}
    />
  );
}

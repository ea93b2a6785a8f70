import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";

// The seed's fictional firms say what they are wherever they are listed (decision 064): a badge on each, and one
// line saying what the badge means.

export function SampleBadge() {
  const { t } = useTranslation("partners");
  return (
    <span className="inline-block rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      {t("partnerCard.sample")}
    </span>
  );
}

/** What the badge means; shown above a list that holds any sample. */
export function SamplePartnersNote() {
  const { t } = useTranslation("partners");
  return (
    <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="sample-partners-note">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      {t("samplePartnersNote.text", { label: t("partnerCard.sample") })}
    </p>
  );
}

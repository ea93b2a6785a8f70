import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useEnglishOnly } from "#app/components/blog/use-english-only.ts";
import { MediaPicture } from "#app/components/media/media-picture.tsx";
import { SamplePartnerBadge } from "#app/components/partners/sample-partners.tsx";
import { usePartnerLabels } from "#app/components/partners/use-partner-labels.ts";
import { publicAddress } from "#app/domain/firm/placeholder-address.ts";
import type { WithImage } from "#app/domain/media/media-image.ts";
import type { ListedPartner } from "#app/domain/partners/partner-directory.ts";

const LEVEL_STYLES: Record<ListedPartner["partnershipLevel"], string> = {
  Premier: "bg-brand-900 text-white",
  Gold: "bg-amber-100 text-amber-900",
  Silver: "bg-slate-100 text-slate-700",
};

/**
 * One partner (a `CardGrid` item): its logo when staff gave it one (decision 086), name, level (and the sample badge
 * for one of the seed's fictional firms), category, industry, specialty, description and website, unless it has none
 * or a placeholder one. No monogram stands in for a missing logo (decision 064). The firm's own texts are English:
 * names and specialties (phrases) keep the page's alignment, the description (sentences) reads left to right.
 */
export function PartnerCard({ partner }: { partner: WithImage<ListedPartner> }) {
  const { t } = useTranslation("partners");
  const labels = usePartnerLabels();
  const english = useEnglishOnly();
  const website = publicAddress(partner.website);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {partner.image && (
        <div className="mb-4">
          <MediaPicture image={partner.image} sizes="160px" className="h-12 w-auto max-w-40 object-contain" />
        </div>
      )}
      <h3 className="text-lg font-semibold text-slate-900" lang="en">
        {partner.name}
      </h3>
      <p className="mt-1 flex flex-wrap gap-2">
        <span
          className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEVEL_STYLES[partner.partnershipLevel]}`}
        >
          {labels.level(partner.partnershipLevel)}
        </span>
        {partner.isSample && <SamplePartnerBadge />}
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium text-slate-500">{t("partnerCard.category")}</dt>
        <dd className="text-slate-800">{labels.category(partner.category)}</dd>
        <dt className="font-medium text-slate-500">{t("partnerCard.industry")}</dt>
        <dd className="text-slate-800">{labels.industry(partner.industry)}</dd>
        <dt className="font-medium text-slate-500">{t("partnerCard.specialty")}</dt>
        <dd className="text-slate-800" lang="en">
          {partner.specialty}
        </dd>
      </dl>
      <p className="mt-4 flex-1 text-slate-600" {...english}>
        {partner.description}
      </p>
      {website && (
        <p className="mt-4">
          <a
            href={website}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("partnerCard.websiteLabel", { name: partner.name })}
            className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            {t("partnerCard.website")}
            <ExternalLink aria-hidden className="size-4 shrink-0" />
          </a>
        </p>
      )}
    </li>
  );
}

import { SamplePartnerBadge, SamplePartnersNote } from "#app/components/partners/sample-partners.tsx";

/**
 * Partners by name, as the firm writes them (/about: spec 001 §2.14's partner logos). No logo files and no
 * monograms standing in for them; a sample firm carries its badge, and the list says what the badge means.
 */
export function PartnerNames({ partners }: { partners: readonly { name: string; isSample: boolean }[] }) {
  return (
    <div className="space-y-6">
      {partners.some((partner) => partner.isSample) && <SamplePartnersNote />}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-slate-800 shadow-sm"
          >
            <span lang="en">{partner.name}</span>
            {partner.isSample && <SamplePartnerBadge />}
          </li>
        ))}
      </ul>
    </div>
  );
}

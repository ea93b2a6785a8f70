import { MediaPicture } from "#app/components/media/media-picture.tsx";
import { SamplePartnerBadge, SamplePartnersNote } from "#app/components/partners/sample-partners.tsx";
import type { WithImage } from "#app/domain/media/media-image.ts";

/**
 * Partners by name, as the firm writes them, with the logo staff gave each (/about: spec 001 §2.14's partner logos;
 * decision 086). No monogram stands in for a missing logo; a sample firm carries its badge, and the list says what
 * the badge means.
 */
export function PartnerNames({
  partners,
}: {
  partners: readonly WithImage<{ name: string; isSample: boolean }>[];
}) {
  return (
    <div className="space-y-6">
      {partners.some((partner) => partner.isSample) && <SamplePartnersNote />}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {partners.map((partner) => (
          <li
            key={partner.name}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-slate-800 shadow-sm"
          >
            <span className="flex items-center gap-3">
              {partner.image && (
                <MediaPicture
                  image={partner.image}
                  sizes="128px"
                  className="h-10 w-auto max-w-32 object-contain"
                />
              )}
              <span lang="en">{partner.name}</span>
            </span>
            {partner.isSample && <SamplePartnerBadge />}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { MediaPicture } from "#app/components/media/media-picture.tsx";
import { SampleBadge, SampleNote } from "#app/components/ui/sample-mark.tsx";
import { CardGrid } from "#app/components/ui/sections.tsx";
import type { TeamProfile } from "#app/domain/content/team-profile.ts";
import type { WithImage } from "#app/domain/media/media-image.ts";
import { initials } from "#app/domain/partners/initials.ts";

/**
 * /about: the leadership profiles staff keep, each with their photo (else their initials), name, role and bio (spec
 * 001 §3); a sample profile carries a badge, and a line above the list says what it means (decision 064). A profile
 * whose texts stand in in English says so.
 */
export function LeadershipTeam({ team }: { team: readonly WithImage<TeamProfile>[] }) {
  const { t, i18n } = useTranslation("marketing");
  const sampleLabel = t("about.team.sample");
  return (
    <div className="space-y-6">
      {team.some((member) => member.isSample) && (
        <SampleNote testId="sample-team-note" text={t("about.team.sampleNote", { label: sampleLabel })} />
      )}
      <CardGrid columns={3}>
        {team.map((member) => (
          <li
            key={member.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center gap-4">
              {member.image ? (
                <MediaPicture
                  image={member.image}
                  sizes="64px"
                  className="size-16 shrink-0 rounded-full bg-slate-100 object-cover"
                />
              ) : (
                <span
                  aria-hidden
                  className="grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-xl font-bold text-white"
                >
                  {initials(member.name)}
                </span>
              )}
              <div>
                <h3 lang="en" className="text-lg font-semibold text-slate-900">
                  {member.name}
                </h3>
                <p className="text-sm font-medium text-brand-700" {...textLanguage(member, i18n.language)}>
                  {member.role}
                </p>
              </div>
            </div>
            {member.isSample && (
              <p className="mt-4">
                <SampleBadge label={sampleLabel} />
              </p>
            )}
            <p className="mt-4 text-slate-600" {...textLanguage(member, i18n.language)}>
              {member.bio}
            </p>
            {member.textLang !== i18n.language && (
              <p className="mt-2 text-xs text-slate-500">{t("about.team.englishOnly")}</p>
            )}
          </li>
        ))}
      </CardGrid>
    </div>
  );
}

/** A profile's texts standing in in English are marked as such. */
const textLanguage = (member: TeamProfile, pageLanguage: string) =>
  member.textLang === pageLanguage ? {} : { lang: member.textLang, dir: "ltr" as const };

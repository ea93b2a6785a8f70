import { useTranslation } from "react-i18next";
import { SampleBadge, SampleNote } from "#app/components/ui/sample-mark.tsx";
import { CardGrid } from "#app/components/ui/sections.tsx";
import { LEADERSHIP_TEAM } from "#app/content/team.ts";
import { initials } from "#app/domain/partners/initials.ts";

/**
 * /about: the six leadership profiles, each with an initials portrait, name, role and bio (spec 001 §3); a sample
 * profile carries a badge, and a line above the list says what it means (decision 064).
 */
export function LeadershipTeam() {
  const { t } = useTranslation("marketing");
  const sampleLabel = t("about.team.sample");
  return (
    <div className="space-y-6">
      {LEADERSHIP_TEAM.some((member) => member.isSample) && (
        <SampleNote testId="sample-team-note" text={t("about.team.sampleNote", { label: sampleLabel })} />
      )}
      <CardGrid columns={3}>
        {LEADERSHIP_TEAM.map((member) => (
          <li
            key={member.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <div className="flex items-center gap-4">
              <span
                aria-hidden
                className="grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-xl font-bold text-white"
              >
                {initials(member.name)}
              </span>
              <div>
                <h3 lang="en" className="text-lg font-semibold text-slate-900">
                  {member.name}
                </h3>
                <p className="text-sm font-medium text-brand-700">{t(member.role)}</p>
              </div>
            </div>
            {member.isSample && (
              <p className="mt-4">
                <SampleBadge label={sampleLabel} />
              </p>
            )}
            <p className="mt-4 text-slate-600">{t(member.bio)}</p>
          </li>
        ))}
      </CardGrid>
    </div>
  );
}

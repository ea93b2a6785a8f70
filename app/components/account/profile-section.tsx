import type { SubmissionResult } from "@conform-to/react";
import { type ReactNode, useId } from "react";
import { useActionData } from "react-router";
import type { TwoFactorSetup } from "#app/server/auth/profile-actions.server.ts";

/** What any /profile form's action answers. */
type ProfileAnswer = {
  result: SubmissionResult<string[]>;
  intent?: string;
  notice?: string;
  setup?: TwoFactorSetup;
};

/** The profile action's answer when it answers the form with this `intent`; the other forms ignore it. */
export function useProfileAnswer(intent: string): ProfileAnswer | undefined {
  const answer = useActionData<ProfileAnswer>();
  return answer?.intent === intent ? answer : undefined;
}

/** One titled card on /profile. */
export function ProfileSection({
  title,
  description,
  danger = false,
  children,
}: {
  title: string;
  description?: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border bg-white p-6 shadow-sm ${danger ? "border-red-200" : "border-slate-200"}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

import { type ReactNode, useId } from "react";
import { useMatches, useRouteLoaderData } from "react-router";

/** The cards of /profile that hold a form; each form posts to its own nested route (`/profile/company`…). */
export type ProfileSectionName =
  | "verification"
  | "company"
  | "password"
  | "sessions"
  | "twoFactor"
  | "delete";

/**
 * The `handle` of a nested form route: the card it renders, with its action's answer, in place of the page's own
 * (so a post without JavaScript gets the whole page back, with that form's errors).
 */
export const profileSectionHandle = (section: ProfileSectionName) => ({ profileSection: section });

/** The card the matched nested route renders instead of the page, if any. */
export function useSectionFromRoute(): ProfileSectionName | undefined {
  const handles = useMatches().map(
    (match) => match.handle as { profileSection?: ProfileSectionName } | undefined,
  );
  return handles.find((handle) => handle?.profileSection)?.profileSection;
}

/** What the profile page's loader gives its cards (routes/account/profile.tsx). */
export type ProfileData = {
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  profile: { company: string; subscriptionTier: string; planName: string } | null;
  profileError: "profileLoadFailed" | "profileNotFound" | null;
};

/** The profile page's data, for its cards (whether the page or a nested form route renders them). */
export function useProfile(): ProfileData {
  const data = useRouteLoaderData("routes/account/profile") as ProfileData | undefined;
  if (!data) throw new Error("useProfile is for the cards of the profile page");
  return data;
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

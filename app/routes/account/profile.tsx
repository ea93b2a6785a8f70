import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AccountSecurity } from "#app/components/account/account-security.tsx";
import { CompanyForm } from "#app/components/account/company-form.tsx";
import { DeleteAccount } from "#app/components/account/delete-account.tsx";
import { EmailVerification } from "#app/components/account/email-verification.tsx";
import { PageTitle } from "#app/components/account/page-title.tsx";
import { SubscriptionTier } from "#app/components/account/subscription-tier.tsx";
import { TwoFactorSettings } from "#app/components/account/two-factor-settings.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { findProfile, type Profile } from "#app/server/auth/account.server.ts";
import { logAuthFailure } from "#app/server/auth/auth-errors.server.ts";
import { handleProfileAction, isProfileIntent } from "#app/server/auth/profile-actions.server.ts";
import { requireUser } from "#app/server/auth/session.server.ts";
import type { Route } from "./+types/profile";

/** Messages the profile's own redirects leave (`?notice=`). */
const NOTICES = ["passwordChanged", "twoFactorOn", "twoFactorOff"] as const;

/** Spec 001 §2.4, §4 "Profile", §8 "Profile": signed-in only; profile data or the spec's error messages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser({ request, context });
  let profile: Profile | null = null;
  let profileError: "profileLoadFailed" | "profileNotFound" | null = null;
  try {
    profile = await findProfile(user.id);
    if (!profile) profileError = "profileNotFound";
  } catch (error) {
    logAuthFailure(error, "load-profile");
    profileError = "profileLoadFailed";
  }
  const requested = new URL(request.url).searchParams.get("notice");
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled === true,
    profile: profile && { company: profile.company, subscriptionTier: profile.subscriptionTier },
    profileError,
    notice: NOTICES.find((name) => name === requested) ?? null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser({ request, context });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isProfileIntent(intent)) throw data(null, { status: 400 });
  return handleProfileAction(intent, { request, context, formData, user });
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { profile, profileError } = loaderData;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <PageTitle page={t("profile.title")} />
      <h1 className="text-3xl font-bold text-slate-900">{t("profile.title")}</h1>
      <p className="mt-2 text-slate-600" data-testid="profile-email">
        {loaderData.email}
      </p>
      <div className="mt-6 flex flex-col gap-6">
        {loaderData.notice && <Notice tone="success">{t(`notices.${loaderData.notice}`)}</Notice>}
        {profileError && <Notice tone="error">{t(`errors.${profileError}`)}</Notice>}
        {!loaderData.emailVerified && <EmailVerification />}
        {profile && (
          <>
            <SubscriptionTier tier={profile.subscriptionTier} />
            <CompanyForm company={profile.company} />
          </>
        )}
        <AccountSecurity />
        <TwoFactorSettings enabled={loaderData.twoFactorEnabled} />
        <DeleteAccount />
      </div>
    </div>
  );
}

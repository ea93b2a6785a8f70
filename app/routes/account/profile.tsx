import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { PasswordSection, SessionsSection } from "#app/components/account/account-security.tsx";
import { CompanyForm } from "#app/components/account/company-form.tsx";
import { DeleteAccount } from "#app/components/account/delete-account.tsx";
import { EmailVerification } from "#app/components/account/email-verification.tsx";
import {
  type ProfileData,
  type ProfileSectionName,
  useSectionFromRoute,
} from "#app/components/account/profile-section.tsx";
import { SubscriptionTier } from "#app/components/account/subscription-tier.tsx";
import { TwoFactorSettings } from "#app/components/account/two-factor-settings.tsx";
import { UrlNotice } from "#app/components/account/url-notice.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { findProfile, type Profile } from "#app/server/account/account.server.ts";
import { logAuthFailure } from "#app/server/account/auth-errors.server.ts";
import { requireUser } from "#app/server/account/session.server.ts";
import { planName } from "#app/server/checkout/plan-name.server.ts";
import type { Route } from "./+types/profile";

export const handle = i18nHandle("account");

/** Spec 001 §2.4, §4 "Profile", §8 "Profile": signed-in only; profile data or the spec's error messages. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<ProfileData> {
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
  return {
    email: user.email,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled === true,
    profile: profile && {
      company: profile.company,
      subscriptionTier: profile.subscriptionTier,
      planName: planName(profile.subscriptionTier, languageFromPath(new URL(request.url).pathname)),
    },
    profileError,
  };
}

/**
 * The profile page. Each of its forms posts to a nested route of its own (`/profile/company`…), which renders that
 * card, with its action's answer, in place of the page's.
 */
export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const { profile, profileError } = loaderData;
  const fromRoute = useSectionFromRoute();
  const section = (name: ProfileSectionName, card: ReactNode) => (name === fromRoute ? <Outlet /> : card);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <PageMeta title={t("profile.title")} noindex />
      <h1 className="text-3xl font-bold text-slate-900">{t("profile.title")}</h1>
      <p className="mt-2 text-slate-600" data-testid="profile-email">
        {loaderData.email}
      </p>
      <div className="mt-6 flex flex-col gap-6">
        <UrlNotice />
        {profileError && <Notice tone="error">{t(`errors.${profileError}`)}</Notice>}
        {!loaderData.emailVerified && section("verification", <EmailVerification />)}
        {profile && (
          <>
            <SubscriptionTier tier={profile.subscriptionTier} planName={profile.planName} />
            {section("company", <CompanyForm />)}
          </>
        )}
        {section("password", <PasswordSection />)}
        {section("sessions", <SessionsSection />)}
        {section("twoFactor", <TwoFactorSettings />)}
        {section("delete", <DeleteAccount />)}
      </div>
    </div>
  );
}

import { useTranslation } from "react-i18next";
import { ProfileSection } from "#app/components/account/profile-section.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

/**
 * Spec 001 §6: 'free' is the free tier; any other value is the active paid tier (shown by its plan's name in the
 * page's language), with Manage Subscription.
 */
export function SubscriptionTier({ tier, planName }: { tier: string; planName: string }) {
  const { t } = useTranslation("account");
  const free = tier === "free";
  return (
    <ProfileSection title={t("profile.tierHeading")}>
      <p className="text-slate-800" data-testid="subscription-tier">
        {free ? t("profile.tierFree") : t("profile.tierPaid", { tier: planName })}
      </p>
      {!free && (
        <LocalizedLink to="/manage-subscription" className={buttonClass("primary", "mt-4")}>
          {t("profile.manageSubscription")}
        </LocalizedLink>
      )}
    </ProfileSection>
  );
}

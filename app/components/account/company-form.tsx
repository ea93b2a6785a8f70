import { useTranslation } from "react-i18next";
import { AuthField, AuthForm, useAccountForm } from "#app/components/account/auth-form.tsx";
import { ProfileSection, useProfile } from "#app/components/account/profile-section.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** The company name on the profile (`/profile/company`). */
export function CompanyForm({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const form = useAccountForm("company", {
    id: "company",
    action: "/profile/company",
    defaultValue: { company: useProfile().profile?.company },
    answer,
  });
  return (
    <ProfileSection title={t("profile.companyHeading")}>
      <AuthForm form={form} submit={t("profile.save")} pendingLabel={t("profile.saving")}>
        <AuthField
          field={form.fields.company}
          label={t("fields.company")}
          type="text"
          autoComplete="organization"
        />
      </AuthForm>
    </ProfileSection>
  );
}

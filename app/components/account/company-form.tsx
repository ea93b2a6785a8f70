import { useTranslation } from "react-i18next";
import { ACCOUNT_BUTTON, AuthField, AuthForm, accountChecks } from "#app/components/account/auth-form.tsx";
import { ProfileSection, useProfile } from "#app/components/account/profile-section.tsx";
import { useLocalizedHref } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { companySchema } from "#app/domain/account-forms.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";

/** The company name on the profile (`/profile/company`). */
export function CompanyForm({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  const form = useForm({
    ...accountChecks(companySchema),
    id: "company",
    action: href("/profile/company"),
    defaultValue: { company: useProfile().profile?.company },
    answer,
  });
  return (
    <ProfileSection title={t("profile.companyHeading")}>
      <AuthForm form={form}>
        <AuthField
          meta={form.fields.company}
          error={form.errorOf(form.fields.company)}
          label={t("fields.company")}
          type="text"
          autoComplete="organization"
        />
        <SubmitButton className={ACCOUNT_BUTTON} pending={form.pending} pendingLabel={t("profile.saving")}>
          {t("profile.save")}
        </SubmitButton>
      </AuthForm>
    </ProfileSection>
  );
}

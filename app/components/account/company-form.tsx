import { useTranslation } from "react-i18next";
import { AuthField, AuthForm, SubmitButton, useAuthForm } from "#app/components/account/auth-form.tsx";
import { ProfileSection, useProfileAnswer } from "#app/components/account/profile-section.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { companySchema } from "#app/domain/account-forms.ts";

export function CompanyForm({ company }: { company: string }) {
  const { t } = useTranslation("auth");
  const answer = useProfileAnswer("company");
  const [form, fields] = useAuthForm(companySchema, answer?.result, {
    id: "company",
    defaultValue: { company },
  });
  return (
    <ProfileSection title={t("profile.companyHeading")}>
      <AuthForm form={form} intent="company">
        {answer?.notice && <Notice tone="success">{t(`notices.${answer.notice}`)}</Notice>}
        <AuthField
          meta={fields.company}
          label={t("fields.company")}
          type="text"
          autoComplete="organization"
        />
        <SubmitButton intent="company" pendingLabel={t("profile.saving")}>
          {t("profile.save")}
        </SubmitButton>
      </AuthForm>
    </ProfileSection>
  );
}

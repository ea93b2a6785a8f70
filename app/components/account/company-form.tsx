import { useTranslation } from "react-i18next";
import { companySchema } from "../../domain/account-forms.ts";
import { AuthField, AuthForm, SubmitButton, useAuthForm } from "../auth/auth-form.tsx";
import { Notice } from "../ui/form-controls.tsx";
import { ProfileSection, useProfileAnswer } from "./profile-section.tsx";

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

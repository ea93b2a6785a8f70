import { useTranslation } from "react-i18next";
import {
  AuthField,
  AuthForm,
  NewPasswordFields,
  SubmitButton,
  useAuthForm,
} from "#app/components/account/auth-form.tsx";
import { ProfileSection, useProfileAnswer } from "#app/components/account/profile-section.tsx";
import { SignOutForm } from "#app/components/account/sign-out-form.tsx";
import { changePasswordSchema, noFieldsSchema } from "#app/domain/account-forms.ts";

/** Change password (current one required), sign out here, sign out on every device. */
export function AccountSecurity() {
  const { t } = useTranslation("auth");
  const passwordAnswer = useProfileAnswer("password");
  const [passwordForm, fields] = useAuthForm(changePasswordSchema, passwordAnswer?.result, {
    id: "password",
  });
  const everywhereAnswer = useProfileAnswer("signOutEverywhere");
  const [everywhereForm] = useAuthForm(noFieldsSchema, everywhereAnswer?.result, {
    id: "sign-out-everywhere",
  });
  return (
    <>
      <ProfileSection title={t("profile.passwordHeading")} description={t("profile.passwordIntro")}>
        <AuthForm form={passwordForm} intent="password">
          <AuthField
            meta={fields.currentPassword}
            label={t("fields.currentPassword")}
            type="password"
            autoComplete="current-password"
          />
          <NewPasswordFields
            password={fields.password}
            confirmPassword={fields.confirmPassword}
            passwordLabel={t("fields.newPassword")}
          />
          <SubmitButton intent="password" pendingLabel={t("profile.saving")}>
            {t("profile.changePassword")}
          </SubmitButton>
        </AuthForm>
      </ProfileSection>
      <ProfileSection title={t("profile.sessionsHeading")} description={t("profile.sessionsIntro")}>
        <div className="flex flex-wrap items-start gap-3">
          <SignOutForm />
          <AuthForm form={everywhereForm} intent="signOutEverywhere" className="flex flex-col gap-2">
            <SubmitButton intent="signOutEverywhere" variant="secondary" pendingLabel={t("signOut.pending")}>
              {t("profile.signOutEverywhere")}
            </SubmitButton>
          </AuthForm>
        </div>
      </ProfileSection>
    </>
  );
}

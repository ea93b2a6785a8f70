import { useTranslation } from "react-i18next";
import {
  AuthForm,
  CurrentPasswordField,
  NewPasswordFields,
  useAccountForm,
} from "#app/components/account/auth-form.tsx";
import { ProfileSection } from "#app/components/account/profile-section.tsx";
import { SignOutForm } from "#app/components/account/sign-out-form.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** Change the password, the current one required (`/profile/password`). */
export function PasswordSection({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const form = useAccountForm("changePassword", { id: "password", action: "/profile/password", answer });
  return (
    <ProfileSection title={t("profile.passwordHeading")} description={t("profile.passwordIntro")}>
      <AuthForm form={form} submit={t("profile.changePassword")} pendingLabel={t("profile.saving")}>
        <CurrentPasswordField field={form.fields.currentPassword} label={t("fields.currentPassword")} />
        <NewPasswordFields fields={form.fields} passwordLabel={t("fields.newPassword")} />
      </AuthForm>
    </ProfileSection>
  );
}

/** Sign out here (`/logout`), or on every device (`/profile/sign-out-everywhere`). */
export function SessionsSection({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const form = useAccountForm(null, {
    id: "sign-out-everywhere",
    action: "/profile/sign-out-everywhere",
    answer,
  });
  return (
    <ProfileSection title={t("profile.sessionsHeading")} description={t("profile.sessionsIntro")}>
      <div className="flex flex-wrap items-start gap-3">
        <SignOutForm />
        <AuthForm
          form={form}
          variant="secondary"
          submit={t("profile.signOutEverywhere")}
          pendingLabel={t("signOut.pending")}
        />
      </div>
    </ProfileSection>
  );
}

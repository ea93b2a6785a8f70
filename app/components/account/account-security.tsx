import { useTranslation } from "react-i18next";
import {
  ACCOUNT_BUTTON,
  AuthField,
  AuthForm,
  accountChecks,
  NewPasswordFields,
} from "#app/components/account/auth-form.tsx";
import { ProfileSection } from "#app/components/account/profile-section.tsx";
import { SignOutForm } from "#app/components/account/sign-out-form.tsx";
import { useLocalizedHref } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { changePasswordSchema } from "#app/domain/account-forms.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";

/** Change the password, the current one required (`/profile/password`). */
export function PasswordSection({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  const form = useForm({
    ...accountChecks(changePasswordSchema),
    id: "password",
    action: href("/profile/password"),
    answer,
  });
  const { fields, errorOf } = form;
  return (
    <ProfileSection title={t("profile.passwordHeading")} description={t("profile.passwordIntro")}>
      <AuthForm form={form}>
        <AuthField
          meta={fields.currentPassword}
          error={errorOf(fields.currentPassword)}
          label={t("fields.currentPassword")}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          passwordLabel={t("fields.newPassword")}
          errorOf={errorOf}
        />
        <SubmitButton className={ACCOUNT_BUTTON} pending={form.pending} pendingLabel={t("profile.saving")}>
          {t("profile.changePassword")}
        </SubmitButton>
      </AuthForm>
    </ProfileSection>
  );
}

/** Sign out here (`/logout`), or on every device (`/profile/sign-out-everywhere`). */
export function SessionsSection({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  const form = useForm({
    id: "sign-out-everywhere",
    action: href("/profile/sign-out-everywhere"),
    ns: "account",
    answer,
  });
  return (
    <ProfileSection title={t("profile.sessionsHeading")} description={t("profile.sessionsIntro")}>
      <div className="flex flex-wrap items-start gap-3">
        <SignOutForm />
        <AuthForm form={form} className="flex flex-col gap-2">
          <SubmitButton variant="secondary" pending={form.pending} pendingLabel={t("signOut.pending")}>
            {t("profile.signOutEverywhere")}
          </SubmitButton>
        </AuthForm>
      </div>
    </ProfileSection>
  );
}

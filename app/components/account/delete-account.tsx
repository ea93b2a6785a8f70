import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { AuthField, AuthForm, SubmitButton, useAuthForm } from "#app/components/account/auth-form.tsx";
import { ProfileSection, useProfileAnswer } from "#app/components/account/profile-section.tsx";
import { deleteAccountSchema } from "#app/domain/account-forms.ts";

/** Deleting needs the password and a ticked confirmation; the leads sent stay, without name or address. */
export function DeleteAccount() {
  const { t } = useTranslation("auth");
  const answer = useProfileAnswer("deleteAccount");
  const [form, fields] = useAuthForm(deleteAccountSchema, answer?.result, { id: "delete-account" });
  const confirmProps = getInputProps(fields.confirm, { type: "checkbox" });
  return (
    <ProfileSection title={t("deleteAccount.heading")} description={t("deleteAccount.intro")} danger>
      <AuthForm form={form} intent="deleteAccount">
        <AuthField
          meta={fields.password}
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input {...confirmProps} key={confirmProps.key} className="mt-1 size-4 accent-red-700" />
            <span>{t("deleteAccount.confirm")}</span>
          </label>
          {fields.confirm.errors?.[0] && (
            <p id={fields.confirm.errorId} className="mt-1 text-sm text-red-700">
              {t(`errors.${fields.confirm.errors[0]}`)}
            </p>
          )}
        </div>
        <SubmitButton intent="deleteAccount" variant="danger" pendingLabel={t("deleteAccount.pending")}>
          {t("deleteAccount.submit")}
        </SubmitButton>
      </AuthForm>
    </ProfileSection>
  );
}

import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { AuthForm, CurrentPasswordField, useAccountForm } from "#app/components/account/auth-form.tsx";
import { ProfileSection } from "#app/components/account/profile-section.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** Deleting needs the password and a ticked confirmation; the leads sent stay, without name or address. */
export function DeleteAccount({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const form = useAccountForm("deleteAccount", {
    id: "delete-account",
    action: "/profile/delete",
    answer,
  });
  const { fields } = form;
  const confirmProps = getInputProps(fields.confirm, { type: "checkbox" });
  const confirmError = form.errorOf(fields.confirm);
  return (
    <ProfileSection title={t("deleteAccount.heading")} description={t("deleteAccount.intro")} danger>
      <AuthForm
        form={form}
        variant="danger"
        submit={t("deleteAccount.submit")}
        pendingLabel={t("deleteAccount.pending")}
      >
        <CurrentPasswordField field={fields.password} />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input {...confirmProps} key={confirmProps.key} className="mt-1 size-4 accent-red-700" />
            <span>{t("deleteAccount.confirm")}</span>
          </label>
          {confirmError && (
            <p id={fields.confirm.errorId} className="mt-1 text-sm text-red-700">
              {confirmError}
            </p>
          )}
        </div>
      </AuthForm>
    </ProfileSection>
  );
}

import { getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { ACCOUNT_BUTTON, AuthField, AuthForm, accountChecks } from "#app/components/account/auth-form.tsx";
import { ProfileSection } from "#app/components/account/profile-section.tsx";
import { useLocalizedHref } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import { deleteAccountSchema } from "#app/domain/account-forms.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";

/** Deleting needs the password and a ticked confirmation; the leads sent stay, without name or address. */
export function DeleteAccount({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  const form = useForm({
    ...accountChecks(deleteAccountSchema),
    id: "delete-account",
    action: href("/profile/delete"),
    answer,
  });
  const { fields } = form;
  const confirmProps = getInputProps(fields.confirm, { type: "checkbox" });
  const confirmError = form.errorOf(fields.confirm);
  return (
    <ProfileSection title={t("deleteAccount.heading")} description={t("deleteAccount.intro")} danger>
      <AuthForm form={form}>
        <AuthField
          meta={fields.password}
          error={form.errorOf(fields.password)}
          label={t("fields.password")}
          type="password"
          autoComplete="current-password"
        />
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
        <SubmitButton
          variant="danger"
          className={ACCOUNT_BUTTON}
          pending={form.pending}
          pendingLabel={t("deleteAccount.pending")}
        >
          {t("deleteAccount.submit")}
        </SubmitButton>
      </AuthForm>
    </ProfileSection>
  );
}

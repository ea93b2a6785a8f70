import { useTranslation } from "react-i18next";
import { AuthForm, SubmitButton, useAuthForm } from "#app/components/account/auth-form.tsx";
import { useProfileAnswer } from "#app/components/account/profile-section.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { noFieldsSchema } from "#app/domain/account-forms.ts";

/** Reminder while the address is unconfirmed, with a (rate-limited) button to send the mail again. */
export function EmailVerification() {
  const { t } = useTranslation("auth");
  const answer = useProfileAnswer("resendVerification");
  const [form] = useAuthForm(noFieldsSchema, answer?.result, { id: "resend-verification" });
  return (
    <Notice tone="info">
      <p className="font-medium">{t("profile.unverified")}</p>
      {answer?.notice ? (
        <p className="mt-2">{t(`notices.${answer.notice}`)}</p>
      ) : (
        <AuthForm form={form} intent="resendVerification" className="mt-3 flex flex-col gap-2">
          <SubmitButton intent="resendVerification" variant="secondary" pendingLabel={t("profile.resending")}>
            {t("profile.resend")}
          </SubmitButton>
        </AuthForm>
      )}
    </Notice>
  );
}

import { useTranslation } from "react-i18next";
import { AuthForm, useAccountForm } from "#app/components/account/auth-form.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** Reminder while the address is unconfirmed, with a (rate-limited) button to send the mail again. */
export function EmailVerification({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const form = useAccountForm(null, {
    id: "resend-verification",
    action: "/profile/resend-verification",
    answer,
  });
  return (
    <Notice tone="info">
      <p className="mb-3 font-medium">{t("profile.unverified")}</p>
      <AuthForm
        form={form}
        variant="secondary"
        submit={t("profile.resend")}
        pendingLabel={t("profile.resending")}
      />
    </Notice>
  );
}

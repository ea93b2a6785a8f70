import { useTranslation } from "react-i18next";
import { ACCOUNT_BUTTON, AuthForm } from "#app/components/account/auth-form.tsx";
import { useLocalizedHref } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";

/** Reminder while the address is unconfirmed, with a (rate-limited) button to send the mail again. */
export function EmailVerification({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("account");
  const href = useLocalizedHref();
  const form = useForm({
    id: "resend-verification",
    action: href("/profile/resend-verification"),
    ns: "account",
    answer,
  });
  return (
    <Notice tone="info">
      <p className="font-medium">{t("profile.unverified")}</p>
      <AuthForm form={form} className="mt-3 flex flex-col gap-2">
        <SubmitButton
          variant="secondary"
          className={ACCOUNT_BUTTON}
          pending={form.pending}
          pendingLabel={t("profile.resending")}
        >
          {t("profile.resend")}
        </SubmitButton>
      </AuthForm>
    </Notice>
  );
}

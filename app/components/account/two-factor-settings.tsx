import { useTranslation } from "react-i18next";
import { AuthField, AuthForm, SubmitButton, useAuthForm } from "#app/components/account/auth-form.tsx";
import { ProfileSection, useProfileAnswer } from "#app/components/account/profile-section.tsx";
import { Notice } from "#app/components/ui/form-controls.tsx";
import { passwordOnlySchema, totpCodeSchema } from "#app/domain/account-forms.ts";
import type { TwoFactorSetup } from "#app/server/auth/profile-actions.server.ts";

/** Optional TOTP two-factor: turn on (password), scan/enter the key, confirm with a code; or turn off. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("auth");
  const enableAnswer = useProfileAnswer("enableTwoFactor");
  const confirmAnswer = useProfileAnswer("confirmTwoFactor");
  const setup = enableAnswer?.setup ?? confirmAnswer?.setup;
  return (
    <ProfileSection title={t("twoFactorSettings.heading")} description={t("twoFactorSettings.intro")}>
      {enabled ? (
        <PasswordStep
          intent="disableTwoFactor"
          label={t("twoFactorSettings.disable")}
          status={t("twoFactorSettings.on")}
        />
      ) : setup ? (
        <ConfirmStep setup={setup} />
      ) : (
        <PasswordStep
          intent="enableTwoFactor"
          label={t("twoFactorSettings.enable")}
          status={t("twoFactorSettings.off")}
        />
      )}
    </ProfileSection>
  );
}

function PasswordStep({ intent, label, status }: { intent: string; label: string; status: string }) {
  const { t } = useTranslation("auth");
  const answer = useProfileAnswer(intent);
  const [form, fields] = useAuthForm(passwordOnlySchema, answer?.result, { id: intent });
  return (
    <AuthForm form={form} intent={intent}>
      <p className="text-sm font-medium text-slate-800" data-testid="two-factor-status">
        {status}
      </p>
      <AuthField
        meta={fields.password}
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton intent={intent} variant="secondary" pendingLabel={t("profile.saving")}>
        {label}
      </SubmitButton>
    </AuthForm>
  );
}

/** The base32 key inside an `otpauth://` URI, grouped by four for typing. */
function setupKey(totpURI: string): string {
  const secret = URL.canParse(totpURI) ? (new URL(totpURI).searchParams.get("secret") ?? "") : "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function ConfirmStep({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation("auth");
  const answer = useProfileAnswer("confirmTwoFactor");
  const [form, fields] = useAuthForm(totpCodeSchema, answer?.result, { id: "confirm-two-factor" });
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-2 ps-5 text-sm text-slate-700">
        <li>{t("twoFactorSettings.step1")}</li>
        <li>{t("twoFactorSettings.step2")}</li>
        <li>{t("twoFactorSettings.step3")}</li>
      </ol>
      {setup.qrSvg && (
        <div
          role="img"
          aria-label={t("twoFactorSettings.qr")}
          data-testid="totp-qr"
          className="size-44 rounded-md border border-slate-200 bg-white p-2"
          // The SVG is generated on our server by the qrcode library from the authenticator URI.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: generated markup, no visitor input
          dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
        />
      )}
      <div>
        <p className="text-sm font-medium text-slate-800">{t("twoFactorSettings.key")}</p>
        <p
          dir="ltr"
          className="mt-1 font-mono text-base tracking-wider text-slate-900 break-all"
          data-testid="totp-key"
        >
          {setupKey(setup.totpURI)}
        </p>
        <a href={setup.totpURI} className="mt-1 inline-block text-sm font-medium text-brand-700 underline">
          {t("twoFactorSettings.openApp")}
        </a>
      </div>
      <Notice tone="info">
        <p className="font-medium">{t("twoFactorSettings.backupHeading")}</p>
        <p className="mt-1">{t("twoFactorSettings.backupIntro")}</p>
        <ul dir="ltr" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </Notice>
      <AuthForm form={form} intent="confirmTwoFactor">
        <input type="hidden" name="totpURI" value={setup.totpURI} />
        {setup.backupCodes.map((code) => (
          <input key={code} type="hidden" name="backupCodes" value={code} />
        ))}
        <AuthField meta={fields.code} label={t("fields.code")} type="text" autoComplete="one-time-code" />
        <SubmitButton intent="confirmTwoFactor" pendingLabel={t("profile.saving")}>
          {t("twoFactorSettings.confirm")}
        </SubmitButton>
      </AuthForm>
    </div>
  );
}

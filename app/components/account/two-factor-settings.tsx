import { useTranslation } from "react-i18next";
import {
  AuthField,
  AuthForm,
  CurrentPasswordField,
  useAccountForm,
} from "#app/components/account/auth-form.tsx";
import { ProfileSection, useProfile } from "#app/components/account/profile-section.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import type { FormAnswer, TwoFactorSetup } from "#app/domain/form/form-answer.ts";

type Answer = FormAnswer & { setup?: TwoFactorSetup };

/**
 * Optional TOTP two-factor: turn on (password, `/profile/two-factor-enable`), scan or enter the key and confirm
 * with a code (`…-confirm`); or turn off (password, `…-disable`). `answer` is that of the step shown: a setup in
 * it shows the confirmation step.
 */
export function TwoFactorSettings({ answer }: { answer?: Answer }) {
  const { t } = useTranslation("account");
  const enabled = useProfile().twoFactorEnabled;
  return (
    <ProfileSection title={t("twoFactorSettings.heading")} description={t("twoFactorSettings.intro")}>
      {enabled ? (
        <PasswordStep
          step="disable"
          label={t("twoFactorSettings.disable")}
          status={t("twoFactorSettings.on")}
          answer={answer}
        />
      ) : answer?.setup ? (
        <ConfirmStep setup={answer.setup} answer={answer} />
      ) : (
        <PasswordStep
          step="enable"
          label={t("twoFactorSettings.enable")}
          status={t("twoFactorSettings.off")}
          answer={answer}
        />
      )}
    </ProfileSection>
  );
}

function PasswordStep({
  step,
  label,
  status,
  answer,
}: {
  step: "enable" | "disable";
  label: string;
  status: string;
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("account");
  const form = useAccountForm("passwordOnly", {
    id: `two-factor-${step}`,
    action: `/profile/two-factor-${step}`,
    answer,
  });
  return (
    <AuthForm form={form} variant="secondary" submit={label} pendingLabel={t("profile.saving")}>
      <p className="text-sm font-medium text-slate-800" data-testid="two-factor-status">
        {status}
      </p>
      <CurrentPasswordField field={form.fields.password} />
    </AuthForm>
  );
}

/** The base32 key inside an `otpauth://` URI, grouped by four for typing. */
function setupKey(totpURI: string): string {
  const secret = URL.canParse(totpURI) ? (new URL(totpURI).searchParams.get("secret") ?? "") : "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function ConfirmStep({ setup, answer }: { setup: TwoFactorSetup; answer: FormAnswer }) {
  const { t } = useTranslation("account");
  const form = useAccountForm("totpCode", {
    id: "confirm-two-factor",
    action: "/profile/two-factor-confirm",
    answer,
  });
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
      <AuthForm form={form} submit={t("twoFactorSettings.confirm")} pendingLabel={t("profile.saving")}>
        <input type="hidden" name="totpURI" value={setup.totpURI} />
        {setup.backupCodes.map((code) => (
          <input key={code} type="hidden" name="backupCodes" value={code} />
        ))}
        <AuthField
          field={form.fields.code}
          label={t("fields.code")}
          type="text"
          autoComplete="one-time-code"
        />
      </AuthForm>
    </div>
  );
}

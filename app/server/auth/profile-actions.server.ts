import QRCode from "qrcode";
/**
 * The forms on /profile, one handler per `intent`. Each validates with its own schema, calls better-auth with the
 * visitor's cookies and either redirects (passing on new cookies) or answers the form that was sent.
 */
import { data, type RouterContextProvider } from "react-router";
import {
  changePasswordSchema,
  companySchema,
  deleteAccountSchema,
  noFieldsSchema,
  passwordOnlySchema,
  totpCodeSchema,
} from "#app/domain/account-forms.ts";
import { localHref } from "#app/domain/languages.ts";
import { updateCompany } from "#app/server/auth/account.server.ts";
import { getAuth } from "#app/server/auth/auth.server.ts";
import { authErrorKey, logAuthFailure } from "#app/server/auth/auth-errors.server.ts";
import {
  accountAttemptAllowed,
  formError,
  rateLimited,
  receiveAuthForm,
  redirectWithAuthCookies,
} from "#app/server/auth/auth-form.server.ts";
import type { SessionUser } from "#app/server/auth/session.server.ts";
import { absoluteUrl } from "#app/server/env.server.ts";

/** What the authenticator app needs, shown once right after two-factor is requested; `qrSvg` encodes the URI. */
export type TwoFactorSetup = { totpURI: string; qrSvg: string; backupCodes: string[] };

async function twoFactorSetup(totpURI: string, backupCodes: string[]): Promise<TwoFactorSetup> {
  const qrSvg = URL.canParse(totpURI) ? await QRCode.toString(totpURI, { type: "svg", margin: 1 }) : "";
  return { totpURI, qrSvg, backupCodes };
}

type Args = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  formData: FormData;
  user: SessionUser;
};

/** Answers a wrong confirmation code with the setup it came with, so the visitor can try again. */
function withSetup(answer: ReturnType<typeof formError>, setup: TwoFactorSetup) {
  return data({ ...answer.data, setup }, answer.init ?? undefined);
}

const HANDLERS = {
  async company({ request, context, formData, user }: Args) {
    const received = await receiveAuthForm(request, context, companySchema, formData);
    if (received.kind === "answered") return received.response;
    const { submission, value } = received;
    if (!(await updateCompany(user.id, value.company))) {
      return formError(submission, "profileNotFound", { status: 404, intent: "company" });
    }
    return data({ result: submission.reply(), intent: "company", notice: "companySaved" });
  },

  async password({ request, context, formData }: Args) {
    const received = await receiveAuthForm(request, context, changePasswordSchema, formData);
    if (received.kind === "answered") return received.response;
    const { submission, value, lang } = received;
    try {
      // Other devices are signed out; this one gets a fresh session cookie.
      const { headers } = await getAuth().api.changePassword({
        body: {
          currentPassword: value.currentPassword,
          newPassword: value.password,
          revokeOtherSessions: true,
        },
        headers: request.headers,
        returnHeaders: true,
      });
      return redirectWithAuthCookies(localHref(lang, "/profile", { notice: "passwordChanged" }), headers);
    } catch (error) {
      return formError(submission, authErrorKey(error, "change-password"), { intent: "password" });
    }
  },

  async resendVerification({ request, context, formData, user }: Args) {
    const received = await receiveAuthForm(request, context, noFieldsSchema, formData);
    if (received.kind === "answered") return received.response;
    const { submission, lang } = received;
    const limit = await accountAttemptAllowed("verify", user.email);
    if (!limit.allowed) return rateLimited(submission, limit.retryAfterSeconds, "resendVerification");
    try {
      await getAuth().api.sendVerificationEmail({
        body: { email: user.email, callbackURL: absoluteUrl(localHref(lang, "/verify-email")) },
        headers: request.headers,
      });
      return data({ result: submission.reply(), intent: "resendVerification", notice: "verificationSent" });
    } catch (error) {
      return formError(submission, authErrorKey(error, "resend-verification"), {
        intent: "resendVerification",
      });
    }
  },

  async signOutEverywhere({ request, context, formData }: Args) {
    const received = await receiveAuthForm(request, context, noFieldsSchema, formData);
    if (received.kind === "answered") return received.response;
    const { submission, lang } = received;
    try {
      const { headers } = await getAuth().api.revokeSessions({
        headers: request.headers,
        returnHeaders: true,
      });
      return redirectWithAuthCookies(localHref(lang, "/login", { notice: "signedOutEverywhere" }), headers);
    } catch (error) {
      logAuthFailure(error, "sign-out-everywhere");
      return formError(submission, "signOutFailed", { status: 500, intent: "signOutEverywhere" });
    }
  },

  async enableTwoFactor({ request, context, formData }: Args) {
    const received = await receiveAuthForm(request, context, passwordOnlySchema, formData);
    if (received.kind === "answered") return received.response;
    const { submission, value } = received;
    try {
      const setup = await getAuth().api.enableTwoFactor({
        body: { password: value.password },
        headers: request.headers,
      });
      if (setup.method !== "totp") throw new Error("two-factor: expected a TOTP setup");
      return data({
        result: submission.reply({ resetForm: true }),
        intent: "enableTwoFactor",
        setup: await twoFactorSetup(setup.totpURI, setup.backupCodes),
      });
    } catch (error) {
      return formError(submission, authErrorKey(error, "enable-two-factor"), { intent: "enableTwoFactor" });
    }
  },

  async confirmTwoFactor({ request, context, formData }: Args) {
    const received = await receiveAuthForm(request, context, totpCodeSchema, formData);
    // A wrong code keeps the setup on screen: it came back with the form, and it is the visitor's own.
    const setup = await twoFactorSetup(
      String(formData.get("totpURI") ?? ""),
      formData.getAll("backupCodes").map(String),
    );
    if (received.kind === "answered") return withSetup(received.response, setup);
    const { submission, value, lang } = received;
    try {
      const { headers } = await getAuth().api.verifyTOTP({
        body: { code: value.code },
        headers: request.headers,
        returnHeaders: true,
      });
      return redirectWithAuthCookies(localHref(lang, "/profile", { notice: "twoFactorOn" }), headers);
    } catch (error) {
      const key = authErrorKey(error, "confirm-two-factor");
      return withSetup(formError(submission, key, { intent: "confirmTwoFactor" }), setup);
    }
  },

  async disableTwoFactor({ request, context, formData }: Args) {
    const received = await receiveAuthForm(request, context, passwordOnlySchema, formData);
    if (received.kind === "answered") return received.response;
    const { submission, value, lang } = received;
    try {
      const { headers } = await getAuth().api.disableTwoFactor({
        body: { password: value.password },
        headers: request.headers,
        returnHeaders: true,
      });
      return redirectWithAuthCookies(localHref(lang, "/profile", { notice: "twoFactorOff" }), headers);
    } catch (error) {
      return formError(submission, authErrorKey(error, "disable-two-factor"), { intent: "disableTwoFactor" });
    }
  },

  async deleteAccount({ request, context, formData }: Args) {
    const received = await receiveAuthForm(request, context, deleteAccountSchema, formData);
    if (received.kind === "answered") return received.response;
    const { submission, value, lang } = received;
    try {
      // better-auth checks the password, runs beforeDelete (leads anonymised), deletes user, sessions, profile.
      const { headers } = await getAuth().api.deleteUser({
        body: { password: value.password },
        headers: request.headers,
        returnHeaders: true,
      });
      return redirectWithAuthCookies(localHref(lang, "/login", { notice: "accountDeleted" }), headers);
    } catch (error) {
      return formError(submission, authErrorKey(error, "delete-account"), { intent: "deleteAccount" });
    }
  },
} satisfies Record<string, (args: Args) => Promise<unknown>>;

export type ProfileIntent = keyof typeof HANDLERS;

export function isProfileIntent(value: unknown): value is ProfileIntent {
  return typeof value === "string" && Object.hasOwn(HANDLERS, value);
}

export function handleProfileAction(intent: ProfileIntent, args: Args) {
  return HANDLERS[intent](args);
}

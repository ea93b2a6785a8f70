/**
 * The account forms' schemas (spec 001 §5 "Registration", "Login"), shared by the browser (instant validation)
 * and the route actions. Messages are translation keys under `errors.` in the `auth` namespace.
 */
import { z } from "zod";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { emailAddress, requiredText } from "#app/domain/form/form-schema-parts.ts";

/** Spec 001 §9: "password minimum 6". The maximum keeps hashing cheap (better-auth rejects longer ones too). */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const company = requiredText("companyRequired", FIELD_LIMITS.company);
/** A password being chosen: required, 6 to 128 characters. */
const newPassword = z
  .string({ error: "passwordRequired" })
  .min(1, { error: "passwordRequired", abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: "passwordTooShort", abort: true })
  .max(PASSWORD_MAX_LENGTH, "passwordTooLong");
/** A password being checked: only required (its length rules may have changed since it was chosen). */
const currentPassword = z
  .string({ error: "passwordRequired" })
  .min(1, "passwordRequired")
  .max(PASSWORD_MAX_LENGTH, "passwordTooLong");
const confirmation = z.string({ error: "confirmPasswordRequired" }).min(1, "confirmPasswordRequired");

/**
 * 'Passwords do not match' on the confirmation field, checked beside (not after) the fields' own rules, so it
 * shows together with their messages. Missing values are left to those rules.
 */
const passwordsMatch = z
  .object({ password: z.string().catch(""), confirmPassword: z.string().catch("") })
  .refine((value) => !value.confirmPassword || value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "passwordsMismatch",
  });

export const registerSchema = z.intersection(
  z.object({ email: emailAddress, company, password: newPassword, confirmPassword: confirmation }),
  passwordsMatch,
);

/** `redirectTo` is checked by safeRedirectPath in the action, not here: a bad one is ignored, not reported. */
export const loginSchema = z.object({
  email: emailAddress,
  password: currentPassword,
  redirectTo: z.string().optional(),
});

export const forgotPasswordSchema = z.object({ email: emailAddress });

export const resetPasswordSchema = z.intersection(
  z.object({ token: z.string().min(1, "invalidLink"), password: newPassword, confirmPassword: confirmation }),
  passwordsMatch,
);

export const companySchema = z.object({ company });

export const changePasswordSchema = z.intersection(
  z.object({ currentPassword, password: newPassword, confirmPassword: confirmation }),
  passwordsMatch,
);

/** Deleting needs the password and an explicit tick ("on" is what a checked checkbox sends). */
export const deleteAccountSchema = z.object({
  password: currentPassword,
  confirm: z.literal("on", { error: "confirmDeleteRequired" }),
});

/** Buttons without fields (resend the verification mail, sign out everywhere). */
export const noFieldsSchema = z.object({});

/** The confirmation of an address: the token of the mail's link, posted from the page it opens. */
export const verifyEmailSchema = z.object({ token: z.string().min(1).max(2_000) });

/** Turning two-factor on or off needs the password. */
export const passwordOnlySchema = z.object({ password: currentPassword });

/** A 6-digit code from an authenticator app; spaces people type between digit groups are ignored. */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: "codeRequired" })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: "codeRequired", abort: true })
        .regex(/^\d{6}$/, "codeInvalid"),
    ),
});

/** A one-time backup code, as shown when two-factor was turned on. */
export const backupCodeSchema = z.object({
  code: z.string({ error: "codeRequired" }).trim().min(1, "codeRequired").max(64, "codeInvalid"),
});

/**
 * The browser-side checks of every form: the same zod schemas the actions use. This module (zod and Conform's
 * parser, ~35 KB gzip) is loaded after the page is interactive, never on the critical path (`useValidator`).
 */
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import {
  backupCodeSchema,
  changePasswordSchema,
  companySchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  loginSchema,
  passwordOnlySchema,
  registerSchema,
  resetPasswordSchema,
  totpCodeSchema,
} from "#app/domain/account/account-forms.ts";
import { CardFormSchema } from "#app/domain/checkout/card-form.ts";
import { DemoInfoSchema } from "#app/domain/demo-scheduler/demo-booking-schema.ts";
import { ContactFormSchema } from "#app/domain/leads/contact-form.ts";
import { LeadFormSchema } from "#app/domain/leads/lead-form.ts";
import { NewsletterSchema } from "#app/domain/newsletter/newsletter.ts";
import { WebinarRegistrationSchema } from "#app/domain/webinars/webinars-form.ts";

const schemas = {
  lead: LeadFormSchema,
  contact: ContactFormSchema,
  newsletter: NewsletterSchema,
  login: loginSchema,
  register: registerSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  totpCode: totpCodeSchema,
  backupCode: backupCodeSchema,
  company: companySchema,
  changePassword: changePasswordSchema,
  passwordOnly: passwordOnlySchema,
  deleteAccount: deleteAccountSchema,
  card: CardFormSchema,
  demoInfo: DemoInfoSchema,
  webinarRegistration: WebinarRegistrationSchema,
};

export type ValidatorName = keyof typeof schemas;
/** The fields of the form `Name` as sent, and its value once parsed. */
export type FormFields<Name extends ValidatorName> = z.input<(typeof schemas)[Name]>;
export type FormValue<Name extends ValidatorName> = z.output<(typeof schemas)[Name]>;

/** Checks `formData` with the schema of the form `Name`. */
export function validate<Name extends ValidatorName>(
  name: Name,
  formData: FormData,
): Submission<FormFields<Name>, string[], FormValue<Name>> {
  return parseWithZod(formData, { schema: schemas[name] }) as Submission<
    FormFields<Name>,
    string[],
    FormValue<Name>
  >;
}

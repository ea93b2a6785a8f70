/**
 * The card form of the built-in test provider's checkout page (/checkout/test/{id}): the same zod schema in the
 * browser (validators.ts) and in the action (receiveForm). Messages are keys under `checkout:errors.*` (the
 * e-mail's under `forms:errors.*`). Whether a card pays is the provider's rule (rules.server.ts), not this one:
 * this checks only that what was typed looks like a card.
 */
import { z } from "zod";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { emailAddress, requiredText } from "#app/domain/form/form-schema-parts.ts";

/** The card numbers the test checkout shows as a hint (Stripe's test cards). */
export const TEST_CARDS = { success: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" } as const;

/** A card number's digits: spaces and dashes, as people type them, ignored. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, "");

/** The Luhn checksum every card number carries (catches a mistyped digit before the provider is asked). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const EXPIRY = /^(0?[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** "MM/YY" as month and four-digit year, or null when it is not that shape. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = EXPIRY.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card is valid to the end of its expiry month (in the buyer's calendar; a day's slack either way is harmless). */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}

export const CARD_NAME_MAX = 100;

/** The card form; `now` is read at each check, so a page left open over a month's end checks the new month. */
export function cardFormSchema(now: () => Date = () => new Date()) {
  return z.object({
    email: emailAddress,
    cardNumber: z
      .string({ error: "cardNumberRequired" })
      .trim()
      .min(1, { error: "cardNumberRequired", abort: true })
      .max(40, { error: "cardNumberInvalid", abort: true })
      .refine((value) => /^[\d\s-]+$/.test(value), { error: "cardNumberInvalid", abort: true })
      .transform(cardDigits)
      .refine((digits) => digits.length >= 12 && digits.length <= 19 && passesLuhn(digits), {
        error: "cardNumberInvalid",
      }),
    expiry: z
      .string({ error: "expiryRequired" })
      .trim()
      .min(1, { error: "expiryRequired", abort: true })
      .refine((value) => parseExpiry(value) !== null, { error: "expiryInvalid", abort: true })
      .refine((value) => !isExpired(parseExpiry(value)!, now()), { error: "expiryPast" }),
    cvc: z
      .string({ error: "cvcRequired" })
      .trim()
      .min(1, { error: "cvcRequired", abort: true })
      .regex(/^\d{3,4}$/, "cvcInvalid"),
    nameOnCard: requiredText("nameOnCardRequired", Math.min(CARD_NAME_MAX, FIELD_LIMITS.name)),
  });
}

export const CardFormSchema = cardFormSchema();
export type CardForm = z.infer<typeof CardFormSchema>;

/**
 * The firm's public contact details (issue 28 item 1, decision 064): configuration (`CONTACT_EMAIL`, `FIRM_PHONE`,
 * `FIRM_ADDRESS`, `FIRM_ABN`), shown in the footer and on /contact. A detail that is not configured is null and left
 * out of the page, never made up; the e-mail is null too while it is a placeholder (`.example` in development).
 * Pure: the root loader builds it, every page reads it.
 */
import { publicAddress } from "#app/domain/firm/placeholder-address.ts";

export type FirmContact = {
  email: string | null;
  phone: string | null;
  /** The office's postal address, one line as configured. */
  address: string | null;
  /** Written as the ABN Lookup writes it: `51 824 753 556`. */
  abn: string | null;
};

/** What the server is configured with (the variables of the same names, already checked by `getEnv`). */
export type FirmSettings = {
  CONTACT_EMAIL: string;
  FIRM_PHONE?: string | undefined;
  FIRM_ADDRESS?: string | undefined;
  FIRM_ABN?: string | undefined;
};

export function firmContact(settings: FirmSettings): FirmContact {
  return {
    email: publicAddress(settings.CONTACT_EMAIL),
    phone: settings.FIRM_PHONE ?? null,
    address: settings.FIRM_ADDRESS ?? null,
    abn: settings.FIRM_ABN ?? null,
  };
}

/** The weights of the ABN check (the ATO's published method). */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * An Australian Business Number written `51 824 753 556`, or null when `value` is not one: eleven digits (spaces
 * allowed) whose weighted sum, with 1 taken from the first digit, divides by 89.
 */
export function normalisedAbn(value: string): string | null {
  const digits = value.replace(/\s/g, "");
  if (!/^\d{11}$/.test(digits)) return null;
  const sum = [...digits].reduce(
    (total, digit, index) => total + (Number(digit) - (index === 0 ? 1 : 0)) * ABN_WEIGHTS[index]!,
    0,
  );
  if (sum % 89 !== 0) return null;
  return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}

/** A phone number as people write it: an optional `+`, then digits, spaces, brackets and hyphens, ending in a digit. */
export const PHONE_PATTERN = /^\+?[\d(][\d ()-]{4,18}\d$/;

/** The `tel:` link of a phone number written for people (`+61 2 9000 0000` -> `tel:+61290000000`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

import type { PgTable } from "drizzle-orm/pg-core";

/**
 * What erasing a person does to a column that holds an e-mail address (decision 058). Each table declares its
 * address columns next to its schema with `personalData`; a test fails when a table has an address column it does
 * not declare, and the privacy test checks that erasure leaves the address in no column declared erasable.
 */
export type Erasure =
  /** The row is deleted. */
  | "deleted"
  /** The row stays (it is counted), its address and the person's typed text replaced. */
  | "anonymised"
  /** The row stays for the accounts (tax law), without the address. */
  | "address removed"
  /** Deleted with the person's account (foreign keys cascade from `users`). */
  | "with the account"
  /** The payment provider's own record (Stripe's, or the built-in test provider's): erased at the provider. */
  | "provider's"
  /** Not a visitor's: our own inboxes, or a staff member's address in the records of their work. */
  | "not a visitor's";

/** The erasures that leave the address nowhere in our database. */
export const ERASED_EVERYWHERE: readonly Erasure[] = [
  "deleted",
  "anonymised",
  "address removed",
  "with the account",
];

export type PersonalData = {
  kind: "personal data";
  table: PgTable;
  /** Each address column by its property name, and what erasure does to it. */
  columns: Record<string, Erasure>;
};

/** Declares the address columns of `table` (its property names) and what erasing a person does to each. */
export function personalData<T extends PgTable>(
  table: T,
  columns: Partial<Record<keyof T["_"]["columns"] & string, Erasure>>,
): PersonalData {
  return { kind: "personal data", table, columns: columns as Record<string, Erasure> };
}

export const isPersonalData = (value: unknown): value is PersonalData =>
  typeof value === "object" && value !== null && (value as PersonalData).kind === "personal data";

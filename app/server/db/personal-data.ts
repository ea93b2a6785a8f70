import type { PgTable } from "drizzle-orm/pg-core";
import type { PersonalDataKind } from "#app/domain/admin/privacy.ts";

/**
 * What erasing a person does to a column that holds an e-mail address (decisions 039 and 058). Each table declares
 * its address columns next to its schema with `personalData`, and the data-protection requests read the
 * declarations: the lookup and the export find a person's rows by them, erasure does to each row what they say, and
 * the retention job anonymises enquiries as they say. A test fails when a table has an address column it does not
 * declare, and the privacy test checks that erasure leaves the address in no column declared erasable.
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

/** The erasures a data-protection request carries out row by row (the others happen elsewhere, or not at all). */
export const ERASED_BY_REQUEST = [
  "deleted",
  "anonymised",
  "address removed",
] as const satisfies readonly Erasure[];

/** What replaces an anonymised name or company: the record stays (counts, UTM attribution), the person goes. */
export const ERASED = "erased";

type ColumnOf<T extends PgTable> = keyof T["_"]["columns"] & string;

type Details<T extends PgTable> = {
  /** The lookup's and the export's name for these rows; none: they are not a kind of record of their own. */
  records?: Exclude<PersonalDataKind, "account" | "leadNotes">;
  /** The column tying rows to an account, and what erasing its owner does to them (rows without an address too). */
  account?: { column: ColumnOf<T>; erasure: "deleted" | "unlinked" };
  /** What else an anonymised row loses with its address: the person's typed text, and when it happened. */
  anonymised?: (now: Date) => Partial<Record<ColumnOf<T>, unknown>>;
  /** A text column (a mail's body) whose naming the address also makes the row the person's. */
  mentions?: ColumnOf<T>;
  /** The columns the lookup shows and the export carries; all by default. */
  shown?: ColumnOf<T>[];
  /** The column the rows are listed by. */
  order?: ColumnOf<T>;
};

export type PersonalDataDeclaration = {
  kind: "personal data";
  table: PgTable;
  /** Each address column by its property name, and what erasure does to it. */
  columns: Record<string, Erasure>;
  records?: Details<PgTable>["records"];
  account?: { column: string; erasure: "deleted" | "unlinked" };
  anonymised?: (now: Date) => Record<string, unknown>;
  mentions?: string;
  shown?: string[];
  order?: string;
};

/**
 * Declares the address columns of `table` (its property names) and what erasing a person does to each, and, for
 * rows that are a person's records, how the data-protection requests find, show and erase them (`details`).
 */
export function personalData<T extends PgTable>(
  table: T,
  columns: Partial<Record<ColumnOf<T>, Erasure>>,
  details: Details<T> = {},
): PersonalDataDeclaration {
  return {
    kind: "personal data",
    table,
    columns: columns as Record<string, Erasure>,
    ...(details as Omit<PersonalDataDeclaration, "kind" | "table" | "columns">),
  };
}

export const isPersonalData = (value: unknown): value is PersonalDataDeclaration =>
  typeof value === "object" && value !== null && (value as PersonalDataDeclaration).kind === "personal data";

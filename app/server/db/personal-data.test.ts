import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { PERSONAL_DATA_KINDS } from "#app/domain/admin/privacy.ts";
import { isPersonalData } from "#app/server/db/personal-data.ts";
import * as schema from "#app/server/db/schema/index.ts";

/** A column that holds an e-mail address, by its SQL name: `email`, `actor_email`, `to_address`… (not an IP). */
const ADDRESS_COLUMN = /(^|_)(email|address)$/;
const isAddressColumn = (name: string) => ADDRESS_COLUMN.test(name) && name !== "ip_address";

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const declarations = Object.values(schema).filter(isPersonalData);

/** The SQL names of the columns `table`'s declaration covers. */
function declaredColumns(table: PgTable): string[] {
  const declaration = declarations.find((entry) => entry.table === table);
  if (!declaration) return [];
  const columns = table as unknown as Record<string, { name: string }>;
  return Object.keys(declaration.columns).map((key) => columns[key]!.name);
}

describe("personal data (decision 058)", () => {
  it("reads the schema's tables and declarations", () => {
    expect(tables.map((table) => getTableConfig(table).name)).toContain("leads");
    expect(declarations.length).toBeGreaterThan(10);
  });

  it("is declared next to every table that holds an e-mail address, column by column", () => {
    const undeclared = tables.flatMap((table) => {
      const { name, columns } = getTableConfig(table);
      const declared = declaredColumns(table);
      return columns
        .filter((column) => isAddressColumn(column.name) && !declared.includes(column.name))
        .map((column) => `${name}.${column.name}`);
    });
    expect(undeclared).toEqual([]);
  });

  it("declares only address columns, each once", () => {
    for (const declaration of declarations) {
      const names = declaredColumns(declaration.table);
      expect(names.every(isAddressColumn), getTableConfig(declaration.table).name).toBe(true);
      expect(declarations.filter((entry) => entry.table === declaration.table)).toHaveLength(1);
    }
  });

  it("names each kind of record the lookup shows exactly once, besides the account and the staff's notes", () => {
    const named = declarations.flatMap((declaration) => declaration.records ?? []);
    expect(new Set(named).size).toBe(named.length);
    expect([...named, "account", "leadNotes"].sort()).toEqual([...PERSONAL_DATA_KINDS].sort());
  });

  it("declares how an anonymised or account-linked row is erased only where it applies", () => {
    for (const { table, columns, anonymised, account, records } of declarations) {
      const name = getTableConfig(table).name;
      if (anonymised) expect(Object.values(columns), name).toContain("anonymised");
      if (account) expect(records, name).toBeDefined();
    }
  });
});

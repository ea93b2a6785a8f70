/**
 * Cells of a CSV file that staff open in a spreadsheet. A visitor chooses what they type into a form, so a lead
 * named `=HYPERLINK("http://evil","Click")` must not become a live formula in Excel, LibreOffice or Google Sheets
 * (OWASP "CSV Injection"): a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed
 * with a single quote, which every spreadsheet shows as text. The quote stays visible, which is the price of safety.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | Date | null | undefined;

/** One cell as safe text: empty for a missing value, ISO 8601 for a time, `'`-prefixed when it could run. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A whole row of safe cells. */
export function csvRow(values: readonly CsvValue[]): string[] {
  return values.map(csvCell);
}

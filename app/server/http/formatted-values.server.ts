/**
 * The server's half of decision 045: while a page renders, every figure and date it formats is recorded in the
 * request's own `FormattedValues` (an async context, so concurrent renders never mix), and the record goes into
 * the document as a JSON data block that the browser answers from while it hydrates.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { FORMATTED_VALUES_ID, type FormattedValues, shareFormattedValues } from "#app/domain/intl-format.ts";

const rendering = new AsyncLocalStorage<FormattedValues>();
shareFormattedValues(() => rendering.getStore());

/** Runs `render`, and everything it starts, recording formatted outputs in `values`. */
export function recordingFormattedValues<T>(values: FormattedValues, render: () => T): T {
  return rendering.run(values, render);
}

/** The record as JSON for the data block (`<` escaped, so no value can close the element). */
export function formattedValuesJson(values: FormattedValues): string {
  const plain = Object.fromEntries([...values].map(([key, calls]) => [key, Object.fromEntries(calls)]));
  return JSON.stringify(plain).replace(/</g, "\\u003c");
}

/** The record as the document's data block (empty when nothing was formatted). */
export function formattedValuesBlock(values: FormattedValues, nonce: string): string {
  if (values.size === 0) return "";
  return `<script nonce="${nonce}" type="application/json" id="${FORMATTED_VALUES_ID}">${formattedValuesJson(values)}</script>`;
}

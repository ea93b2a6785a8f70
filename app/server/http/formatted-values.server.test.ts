import { setTimeout as wait } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { type FormattedValues, formattedValuesFromJson, numberFormat } from "#app/domain/intl-format.ts";
import {
  formattedValuesBlock,
  formattedValuesJson,
  recordingFormattedValues,
} from "./formatted-values.server.ts";

describe("formatted outputs recorded per render (decision 045)", () => {
  it("keeps each render's outputs to itself, across its asynchronous work, and nothing outside a render", async () => {
    const first: FormattedValues = new Map();
    const second: FormattedValues = new Map();
    const render = (values: FormattedValues, value: number) =>
      recordingFormattedValues(values, async () => {
        await wait(5);
        return numberFormat("en").format(value);
      });
    await Promise.all([render(first, 1200), render(second, 3400)]);
    numberFormat("en").format(5600);
    expect(first.get("n en {}")).toEqual(new Map([["format 1200", "1,200"]]));
    expect(second.get("n en {}")).toEqual(new Map([["format 3400", "3,400"]]));
  });

  it("writes the record as a JSON data block with the nonce, and nothing when the page formatted nothing", () => {
    const values: FormattedValues = new Map([["n ar {}", new Map([["format 6", "٦"]])]]);
    expect(formattedValuesBlock(values, "abc")).toBe(
      '<script nonce="abc" type="application/json" id="formatted-values">{"n ar {}":{"format 6":"٦"}}</script>',
    );
    expect(formattedValuesBlock(new Map(), "abc")).toBe("");
  });

  it("writes JSON no value can break out of, which the browser reads back as it was", () => {
    const values: FormattedValues = new Map([["n en {}", new Map([["format 1", "</script><b>"]])]]);
    const json = formattedValuesJson(values);
    expect(json).not.toContain("<");
    expect(formattedValuesFromJson(json)).toEqual(values);
  });
});

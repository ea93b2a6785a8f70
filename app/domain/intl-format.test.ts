import { afterEach, describe, expect, it } from "vitest";
import {
  dateTimeFormat,
  type FormattedValues,
  formattedValuesFromJson,
  formatterCount,
  MAX_FORMATTERS,
  numberFormat,
  shareFormattedValues,
} from "./intl-format.ts";

describe("Intl formatters built once", () => {
  it("gives the same number formatter for the same language and options, another for others", () => {
    const compact = numberFormat("ar", { notation: "compact" });
    expect(numberFormat("ar", { notation: "compact" })).toBe(compact);
    expect(numberFormat("en", { notation: "compact" })).not.toBe(compact);
    expect(numberFormat("ar", { notation: "standard" })).not.toBe(compact);
    expect(numberFormat("en", { notation: "compact" }).format(2_100_000)).toBe("2.1M");
    expect(numberFormat("hi").format(1_000_000)).toBe("10,00,000");
  });

  it("gives the same date formatter for the same language and options, formatting in the zone asked", () => {
    const sydney = dateTimeFormat("en", { timeZone: "Australia/Sydney", dateStyle: "long" });
    expect(dateTimeFormat("en", { timeZone: "Australia/Sydney", dateStyle: "long" })).toBe(sydney);
    expect(dateTimeFormat("en", { timeZone: "UTC", dateStyle: "long" })).not.toBe(sydney);
    expect(sydney.format(new Date("2026-11-25T14:00:00Z"))).toBe("November 26, 2026");
  });
});

describe("formatted outputs shared between the server and the browser (decision 045)", () => {
  const NumberFormat = Intl.NumberFormat;
  afterEach(() => {
    shareFormattedValues(() => undefined);
    Intl.NumberFormat = NumberFormat;
  });

  it("records each output under its formatter and call while a record is shared", () => {
    const values: FormattedValues = new Map();
    shareFormattedValues(() => values);
    expect(numberFormat("en", { style: "percent" }).format(0.25)).toBe("25%");
    const long = dateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });
    expect(long.format(new Date("2026-03-01T00:00:00Z"))).toBe("March 1, 2026");
    const range = long.formatRange(Date.UTC(2026, 0, 1), Date.UTC(2026, 2, 1));
    expect(range).toMatch(/^January 1\s–\sMarch 1, 2026$/);
    expect(values.get('n en {"style":"percent"}')?.get("format 0.25")).toBe("25%");
    expect(values.get('d en {"dateStyle":"long","timeZone":"UTC"}')).toEqual(
      new Map([
        [`format ${Date.UTC(2026, 2, 1)}`, "March 1, 2026"],
        [`formatRange ${Date.UTC(2026, 0, 1)} ${Date.UTC(2026, 2, 1)}`, range],
      ]),
    );
  });

  it("answers from the record without building a formatter, and builds one for a value it lacks", () => {
    const written = formattedValuesFromJson(
      JSON.stringify({ 'n ko {"notation":"compact"}': { "format 450000000": "4.5억" } }),
    );
    shareFormattedValues(() => written);
    let built = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof NumberFormat>) => {
        built++;
        return new target(...args);
      },
    });
    const compact = numberFormat("ko", { notation: "compact" });
    expect(compact.format(450_000_000)).toBe("4.5억");
    expect(built).toBe(0);
    expect(compact.format(3_800_000_000_000)).toBe("3.8조");
    expect(built).toBe(1);
  });

  it("keeps every formatter's outputs in the page's record, however many the page uses", () => {
    const values: FormattedValues = new Map();
    shareFormattedValues(() => values);
    for (let i = 0; i <= MAX_FORMATTERS; i++) {
      const options = { maximumFractionDigits: i % 21, minimumIntegerDigits: 1 + Math.floor(i / 21) };
      numberFormat("en", options).format(1.5);
    }
    expect(values.size).toBe(MAX_FORMATTERS + 1);
  });

  it("never records 'now' (a date format without a date)", () => {
    const values: FormattedValues = new Map();
    shareFormattedValues(() => values);
    dateTimeFormat("en", { year: "numeric" }).format();
    expect(values.size).toBe(0);
  });

  it("reads a missing or broken block as empty", () => {
    expect(formattedValuesFromJson(undefined)).toEqual(new Map());
    expect(formattedValuesFromJson("{not json")).toEqual(new Map());
  });
});

describe("the formatter caches", () => {
  it("stay bounded whatever keys they are asked for (a visitor can choose some)", () => {
    for (let i = 0; i < 3 * MAX_FORMATTERS; i++) {
      numberFormat("en", { maximumFractionDigits: i });
      dateTimeFormat("en", { timeZone: `Zone/${i}` });
    }
    expect(formatterCount()).toBeLessThanOrEqual(2 * MAX_FORMATTERS);
  });

  it("stay bounded under 10,000 spellings of one zone passed as they came (a caller that forgot to canonicalise)", () => {
    for (let i = 0; i < 10_000; i++) {
      let letter = 0;
      const spelling = "America/Argentina/Buenos_Aires".replace(/[a-z]/gi, (c) =>
        (i >> letter++) & 1 ? c.toUpperCase() : c.toLowerCase(),
      );
      dateTimeFormat("en", { timeZone: spelling, timeStyle: "short" });
    }
    expect(formatterCount()).toBeLessThanOrEqual(2 * MAX_FORMATTERS);
  });

  it("drop the least recently used, so the formatters a page keeps using stay built", () => {
    const sydney = dateTimeFormat("en", { timeZone: "Australia/Sydney", dateStyle: "full" });
    for (let i = 0; i < 3 * MAX_FORMATTERS; i++) {
      dateTimeFormat("en", { timeZone: `Zone/${i}` });
      expect(dateTimeFormat("en", { timeZone: "Australia/Sydney", dateStyle: "full" })).toBe(sydney);
    }
  });
});

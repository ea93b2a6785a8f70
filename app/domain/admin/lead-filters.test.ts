import { describe, expect, it } from "vitest";
import { leadFiltersQuery, parseLeadFilters } from "#app/domain/admin/lead-filters.ts";

const parse = (query: string) => parseLeadFilters(new URLSearchParams(query));

describe("lead filters", () => {
  it("reads every filter, trimmed", () => {
    expect(
      parse(
        "q=+acme+tenders+&source=guide_rd-grants-primer&service=govtech&language=ar&status=contacted" +
          "&from=2026-01-01&to=2026-01-31&campaign=spring-launch&page=3",
      ),
    ).toEqual({
      filters: {
        q: "acme tenders",
        source: "guide_rd-grants-primer",
        service: "govtech",
        language: "ar",
        status: "contacted",
        from: "2026-01-01",
        to: "2026-01-31",
        campaign: "spring-launch",
      },
      errors: {},
    });
  });

  it("is empty for an empty query, and leaves out empty and blank parameters", () => {
    expect(parse("")).toEqual({ filters: {}, errors: {} });
    expect(parse("q=&status=&from=++")).toEqual({ filters: {}, errors: {} });
  });

  it("drops a value it does not know and names the field", () => {
    const { filters, errors } = parse("status=archived&service=catering&language=fr&source=<script>&q=acme");
    expect(filters).toEqual({ q: "acme" });
    expect(errors).toEqual({
      status: "invalidChoice",
      service: "invalidChoice",
      language: "invalidChoice",
      source: "invalidChoice",
    });
  });

  it("drops dates that are not real calendar days", () => {
    expect(parse("from=2026-02-30&to=yesterday")).toEqual({
      filters: {},
      errors: { from: "invalidDate", to: "invalidDate" },
    });
  });

  it("drops an end before the start, keeping the start", () => {
    expect(parse("from=2026-03-10&to=2026-03-01")).toEqual({
      filters: { from: "2026-03-10" },
      errors: { to: "dateRangeReversed" },
    });
    expect(parse("from=2026-03-10&to=2026-03-10").filters).toEqual({ from: "2026-03-10", to: "2026-03-10" });
  });

  it("refuses an over-long search, keeping the other filters", () => {
    expect(parse(`q=${"a".repeat(201)}&status=won`)).toEqual({
      filters: { status: "won" },
      errors: { q: "tooLong" },
    });
  });

  it("writes the filters back as a query, in the form's order", () => {
    expect(leadFiltersQuery({ status: "won", q: "acme", from: "2026-01-01" }).toString()).toBe(
      "q=acme&status=won&from=2026-01-01",
    );
  });
});

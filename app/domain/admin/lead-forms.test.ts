import { describe, expect, it } from "vitest";
import { LeadFormsSchema } from "#app/domain/admin/lead-forms.ts";

const issues = (input: unknown) =>
  LeadFormsSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the lead page's forms", () => {
  it("accepts a status change and a trimmed note", () => {
    expect(LeadFormsSchema.parse({ intent: "status", status: "qualified" })).toEqual({
      intent: "status",
      status: "qualified",
    });
    expect(LeadFormsSchema.parse({ intent: "note", body: "  Called, wants a quote.  " })).toEqual({
      intent: "note",
      body: "Called, wants a quote.",
    });
  });

  it("refuses an unknown status, an empty or over-long note, and an unknown intent", () => {
    expect(issues({ intent: "status", status: "archived" })).toEqual([["status", "statusRequired"]]);
    expect(issues({ intent: "note", body: "   " })).toEqual([["body", "noteRequired"]]);
    expect(issues({ intent: "note", body: "x".repeat(5001) })).toEqual([["body", "tooLong"]]);
    expect(issues({ intent: "delete" })).toEqual([["intent", "unknownIntent"]]);
  });
});

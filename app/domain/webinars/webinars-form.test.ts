import { describe, expect, it } from "vitest";
import { RecordingRequestSchema, WebinarRegistrationSchema } from "#app/domain/webinars/webinars-form.ts";

const valid = { name: "Ana", email: "Ana@Example.com", company: "Acme", timePreference: "morning" };
const errorsOf = (input: unknown) =>
  WebinarRegistrationSchema.safeParse(input).error?.issues.map((issue) => [
    issue.path.join("."),
    issue.message,
  ]);

describe("WebinarRegistrationSchema", () => {
  it("needs name, email, company and a preferred time; topics and message are optional", () => {
    const parsed = WebinarRegistrationSchema.parse(valid);
    expect(parsed).toMatchObject({ email: "ana@example.com", timePreference: "morning", interests: [] });
    expect(errorsOf({})).toEqual([
      ["name", "nameRequired"],
      ["email", "emailRequired"],
      ["company", "companyRequired"],
      ["timePreference", "timePreferenceRequired"],
    ]);
  });

  it("takes the three preferred times only", () => {
    for (const time of ["morning", "afternoon", "evening"]) {
      expect(WebinarRegistrationSchema.safeParse({ ...valid, timePreference: time }).success).toBe(true);
    }
    expect(errorsOf({ ...valid, timePreference: "night" })).toEqual([
      ["timePreference", "timePreferenceRequired"],
    ]);
  });

  it("takes the four topics, once each, and refuses others", () => {
    const parsed = WebinarRegistrationSchema.parse({
      ...valid,
      interests: ["compliance", "market-entry", "compliance"],
    });
    expect(parsed.interests).toEqual(["compliance", "market-entry"]);
    expect(errorsOf({ ...valid, interests: ["cooking"] })).toEqual([["interests.0", "topicUnknown"]]);
  });

  it("refuses an invalid address, over-long text and a malformed webinar id", () => {
    expect(errorsOf({ ...valid, email: "not-an-address" })).toEqual([["email", "emailInvalid"]]);
    expect(errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual([["message", "tooLong"]]);
    expect(errorsOf({ ...valid, webinar: "<script>" })).toEqual([["webinar", "webinarUnknown"]]);
    expect(WebinarRegistrationSchema.parse({ ...valid, webinar: "first_tender" }).webinar).toBe(
      "first_tender",
    );
  });
});

describe("RecordingRequestSchema", () => {
  it("needs the lead fields and a recording source", () => {
    const input = {
      name: "Ana",
      email: "a@b.co",
      company: "Acme",
      source: "webinar_recording_company_setup",
    };
    expect(RecordingRequestSchema.safeParse(input).success).toBe(true);
    const refused = RecordingRequestSchema.safeParse({ ...input, source: "lead_form" });
    expect(refused.error?.issues[0]).toMatchObject({ path: ["source"], message: "webinarUnknown" });
  });
});

import { describe, expect, it } from "vitest";
import { carriedFields, demoStepOf, draftFrom, stepQuery } from "#app/domain/demo-scheduler/demo-booking.ts";
import { DemoBookingSchema, DemoInfoSchema } from "#app/domain/demo-scheduler/demo-booking-schema.ts";

describe("the demo scheduler's form", () => {
  it("needs name, email and company to continue (spec 001 §5), with the forms' message keys", () => {
    const empty = DemoInfoSchema.safeParse({ name: " ", email: "", company: "" });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["name", "nameRequired"],
      ["email", "emailRequired"],
      ["company", "companyRequired"],
    ]);
    const ok = DemoInfoSchema.parse({ name: " Ada ", email: "Ada@Example.com", company: "Acme" });
    expect(ok).toMatchObject({ name: "Ada", email: "ada@example.com", company: "Acme" });
  });

  it("takes one plain address only", () => {
    for (const email of ["a@b.co, c@d.co", "Ada <ada@example.com>", "ada@example", "a b@c.co"]) {
      const parsed = DemoInfoSchema.safeParse({ name: "Ada", email, company: "Acme" });
      expect(parsed.error?.issues[0]?.message).toBe("emailInvalid");
    }
  });

  it("drops carried values that are not well formed instead of refusing the visitor", () => {
    const parsed = DemoInfoSchema.parse({
      name: "Ada",
      email: "ada@example.com",
      company: "Acme",
      country: "Saudi Arabia!",
      plan: "growth-plan",
      customer: "acme 7",
      tz: "Mars/Olympus",
    });
    expect(parsed).toMatchObject({ plan: "growth-plan" });
    expect(parsed.country).toBeUndefined();
    expect(parsed.customer).toBeUndefined();
    expect(parsed.tz).toBeUndefined();
  });

  it("needs a date and one of the hourly times to book", () => {
    const base = { name: "Ada", email: "ada@example.com", company: "Acme" };
    expect(DemoBookingSchema.safeParse({ ...base, date: "2026-11-30", time: "09:00" }).success).toBe(true);
    const missing = DemoBookingSchema.safeParse({ ...base, time: "09:30" });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(["dateRequired", "timeRequired"]);
  });
});

describe("steps in the URL", () => {
  const draft = draftFrom(
    new URLSearchParams("name=Ada&email=a%40b.co&company=Acme&country=qatar&date=2026-11-30&time=09:00&x=1"),
  );

  it("reads the known fields of a query, and steps by name (info by default)", () => {
    expect(draft).toEqual({
      name: "Ada",
      email: "a@b.co",
      company: "Acme",
      country: "qatar",
      date: "2026-11-30",
      time: "09:00",
    });
    expect(demoStepOf("time")).toBe("time");
    expect(demoStepOf("nonsense")).toBe("info");
  });

  it("writes a step's query with everything chosen, so Back keeps it", () => {
    expect(stepQuery("date", draft)).toMatchObject({ step: "date", name: "Ada", date: "2026-11-30" });
    expect(stepQuery("info", draft)).not.toHaveProperty("step");
    expect(stepQuery("time", draft, { notice: "slotTaken" })).toMatchObject({ notice: "slotTaken" });
  });

  it("carries what was gathered before a step through its form, not the step's own choice", () => {
    expect(carriedFields("date", draft).map(([name]) => name)).toEqual([
      "name",
      "email",
      "company",
      "country",
    ]);
    expect(carriedFields("time", draft).map(([name]) => name)).toContain("date");
    expect(carriedFields("time", draft).map(([name]) => name)).not.toContain("time");
    expect(carriedFields("confirm", draft).map(([name]) => name)).toContain("time");
  });
});

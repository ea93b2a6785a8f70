import { describe, expect, it } from "vitest";
import {
  bookingStateOf,
  choiceOf,
  formatRecordTime,
  providerIdOf,
  subscriberStatusOf,
} from "#app/domain/admin/records.ts";
import { BookingsFormSchema, RetryMailSchema } from "#app/domain/admin/records-forms.ts";

const at = (iso: string) => new Date(iso);

describe("subscriberStatusOf", () => {
  it("is unsubscribed once unsubscribed, else confirmed once confirmed, else unconfirmed", () => {
    const day = at("2026-11-01T00:00:00Z");
    expect(subscriberStatusOf({ confirmedAt: day, unsubscribedAt: day })).toBe("unsubscribed");
    expect(subscriberStatusOf({ confirmedAt: null, unsubscribedAt: day })).toBe("unsubscribed");
    expect(subscriberStatusOf({ confirmedAt: day, unsubscribedAt: null })).toBe("confirmed");
    expect(subscriberStatusOf({ confirmedAt: null, unsubscribedAt: null })).toBe("unconfirmed");
  });
});

describe("bookingStateOf", () => {
  const now = at("2026-11-26T00:00:00Z");
  it("tells upcoming (from now on), past and cancelled bookings apart", () => {
    expect(bookingStateOf({ slotStart: now, cancelledAt: null }, now)).toBe("upcoming");
    expect(bookingStateOf({ slotStart: at("2026-11-25T23:00:00Z"), cancelledAt: null }, now)).toBe("past");
    expect(bookingStateOf({ slotStart: at("2026-12-01T00:00:00Z"), cancelledAt: now }, now)).toBe(
      "cancelled",
    );
  });
});

describe("choiceOf", () => {
  it("keeps a known value and drops anything else", () => {
    expect(choiceOf(["a", "b"], "b")).toBe("b");
    expect(choiceOf(["a", "b"], "c")).toBeNull();
    expect(choiceOf(["a", "b"], "")).toBeNull();
    expect(choiceOf(["a", "b"], null)).toBeNull();
  });
});

describe("formatRecordTime", () => {
  it("writes Sydney's wall clock with AEDT in summer and AEST in winter", () => {
    expect(formatRecordTime(at("2026-11-26T03:05:00Z"), "en")).toBe("Nov 26, 2026\n14:05 AEDT");
    expect(formatRecordTime(at("2026-06-01T03:05:00Z"), "en")).toBe("Jun 1, 2026\n13:05 AEST");
  });

  it("is in the page's language with Western digits", () => {
    const arabic = formatRecordTime(at("2026-11-26T03:05:00Z"), "ar");
    expect(arabic).toMatch(/2026/);
    expect(arabic).toMatch(/14:05/);
    expect(arabic).toMatch(/AEDT$/);
  });
});

describe("providerIdOf", () => {
  it("links Stripe payments, subscriptions and customers to the Stripe dashboard", () => {
    expect(providerIdOf("stripe", "payment", "pi_123").url).toBe(
      "https://dashboard.stripe.com/payments/pi_123",
    );
    expect(providerIdOf("stripe", "subscription", "sub_1").url).toBe(
      "https://dashboard.stripe.com/subscriptions/sub_1",
    );
    expect(providerIdOf("stripe", "customer", "cus_1").url).toBe(
      "https://dashboard.stripe.com/customers/cus_1",
    );
  });

  it("links nothing of the built-in test provider, nor checkout sessions", () => {
    expect(providerIdOf("test", "payment", "test_pay_1")).toEqual({
      kind: "payment",
      id: "test_pay_1",
      url: null,
    });
    expect(providerIdOf("stripe", "session", "cs_1").url).toBeNull();
  });
});

describe("the forms", () => {
  it("take one record id each", () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(BookingsFormSchema.parse({ intent: "cancel", bookingId: id })).toEqual({
      intent: "cancel",
      bookingId: id,
    });
    expect(RetryMailSchema.parse({ mailId: id })).toEqual({ mailId: id });
    expect(
      BookingsFormSchema.safeParse({ intent: "cancel", bookingId: "nope" }).error?.issues[0]?.message,
    ).toBe("bookingMissing");
    expect(BookingsFormSchema.parse({ intent: "release" })).toEqual({ intent: "release", bookingIds: [] });
    expect(BookingsFormSchema.safeParse({ intent: "release", bookingIds: ["nope"] }).success).toBe(false);
    expect(RetryMailSchema.safeParse({}).error?.issues[0]?.message).toBe("mailMissing");
  });
});

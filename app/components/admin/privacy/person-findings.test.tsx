import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AuditTable } from "#app/components/admin/privacy/audit-log.tsx";
import { PersonFindings } from "#app/components/admin/privacy/person-findings.tsx";
import type { PersonalData } from "#app/domain/admin/privacy.ts";
import { baseOptions } from "#app/i18n/i18n.ts";
import arPrivacy from "#app/locales/ar/admin-privacy.json";
import enPrivacy from "#app/locales/en/admin-privacy.json";
import { NOTHING_HELD } from "#tests/support/nothing-held.ts";

const AT = new Date("2026-11-26T09:30:00Z");

/** One record of every kind. */
const DATA: PersonalData = {
  leads: [{ id: "l1", createdAt: AT, source: "contact", name: "Ana Silva", company: "Acme", status: "new" }],
  leadNotes: 2,
  newsletter: [{ id: "n1", subscribedAt: AT, confirmedAt: AT, unsubscribedAt: null }],
  demoBookings: [{ id: "b1", slotStart: AT, cancelledAt: null, name: "Ana" }],
  webinarRegistrations: [{ id: "w1", webinarId: "market-entry", createdAt: AT, name: "Ana" }],
  calculatorResults: [{ id: "c1", calculatorType: "roi", createdAt: AT }],
  account: { id: "u1", role: "user", createdAt: AT, company: "Acme", twoFactorEnabled: false, sessions: 1 },
  orders: [
    { id: "o1", planSlug: "entry-kit", status: "paid", amountCents: 99_000, currency: "aud", createdAt: AT },
  ],
  subscriptions: [{ id: "s1", planSlug: "retainer", status: "active" }],
  paymentCustomers: [{ provider: "test", providerCustomerId: "cus_1" }],
  apiFavorites: [{ apiId: "abs-census" }],
  outbox: [{ id: "m1", subject: "Your enquiry", status: "sent", createdAt: AT }],
};

/** A component as a page at `path` renders it on the server, in that page's language. */
function render(element: React.ReactElement, lng: "en" | "ar", path: string) {
  const i18n = createInstance();
  i18n.use(initReactI18next).init({
    ...baseOptions,
    lng,
    resources: { [lng]: { "admin-privacy": lng === "en" ? enPrivacy : arPrivacy } },
    initAsync: false,
  });
  const router = createMemoryRouter([{ path: "/*", element }], { initialEntries: [path] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe("PersonFindings", () => {
  it("counts every kind and shows each found record's key fields, dates and amounts in the page's language", () => {
    const html = render(<PersonFindings email="ana@example.com" data={DATA} />, "en", "/admin/privacy");
    expect(html).toContain("Held about ana@example.com");
    expect(html).toContain("Ana Silva");
    expect(html).toContain("Nov 26, 2026, 09:30 UTC");
    expect(html).toContain("A$990.00");
    expect(html).toContain('href="/admin/privacy/export.json?email=ana%40example.com"');
    expect(html).not.toContain("Nothing is held");
  });

  it("says when nothing is held, in Arabic with Arabic links", () => {
    const html = render(
      <PersonFindings email="ana@example.com" data={NOTHING_HELD} />,
      "ar",
      "/ar/admin/privacy",
    );
    expect(html).toContain("لا نحتفظ بأي شيء عن هذا العنوان.");
    expect(html).toContain('href="/ar/admin/privacy/export.json?email=ana%40example.com"');
  });
});

describe("AuditTable", () => {
  it("names the system for the retention job and shows the detail's ids and counts", () => {
    const html = render(
      <AuditTable
        rows={[
          {
            id: 1,
            at: AT,
            actorEmail: null,
            action: "retain",
            entity: "leads",
            entityId: null,
            detail: { anonymised: 3 },
            ip: null,
          },
        ]}
      />,
      "en",
      "/admin/audit",
    );
    expect(html).toContain("System (retention job)");
    expect(html).toContain("Retention period applied");
    expect(html).toContain("anonymised<!-- -->: <!-- -->3");
  });
});

import { describe, expect, it } from "vitest";
import { ContactSection } from "#app/components/leads/contact-section.tsx";
import { FirmContactList } from "#app/components/shell/firm-contact.tsx";
import type { FirmContact } from "#app/domain/firm/firm-contact.ts";
import arCommon from "#app/locales/ar/common.json";
import arForms from "#app/locales/ar/forms.json";
import enCommon from "#app/locales/en/common.json";
import enForms from "#app/locales/en/forms.json";
import { serverMarkup } from "#tests/support/server-markup.tsx";

const RESOURCES = { en: { common: enCommon, forms: enForms }, ar: { common: arCommon, forms: arForms } };

const CONFIGURED: FirmContact = {
  email: "hello@ausentry.com.au",
  phone: "+61 2 8000 1234",
  address: "Level 5, 1 Market Street, Sydney NSW 2000",
  abn: "51 824 753 556",
};
const NOTHING: FirmContact = { email: null, phone: null, address: null, abn: null };

const footer = (contact: FirmContact, path = "/") =>
  serverMarkup(<FirmContactList />, { path, resources: RESOURCES, rootData: { contact } });
const contactPage = (contact: FirmContact) =>
  serverMarkup(<ContactSection contactEmail={contact.email} headingLevel="h1" />, {
    path: "/contact",
    resources: RESOURCES,
    rootData: { contact },
  });

describe("the firm's contact details (decision 064)", () => {
  it("shows every configured detail in the footer, labelled, the phone and e-mail as links", () => {
    const html = footer(CONFIGURED);
    expect(html).toContain(enCommon.firmContact.heading);
    for (const label of ["address", "phone", "email", "abn"] as const) {
      expect(html).toContain(`>${enCommon.firmContact[label]}</dt>`);
    }
    expect(html).toContain('href="tel:+61280001234"');
    expect(html).toContain('href="mailto:hello@ausentry.com.au"');
    expect(html).toContain("Level 5, 1 Market Street, Sydney NSW 2000");
    expect(html).toContain("51 824 753 556");
  });

  it("leaves out each detail that is not configured, and the whole block when none is", () => {
    const phoneOnly = footer({ ...NOTHING, phone: "+61 2 8000 1234" });
    expect(phoneOnly).toContain('href="tel:+61280001234"');
    expect(phoneOnly).not.toMatch(/mailto:|ABN|Office/);
    expect(footer(NOTHING)).toBe("");
  });

  it("labels them in the page's language, the figures left to right", () => {
    const html = footer(CONFIGURED, "/ar");
    expect(html).toContain(arCommon.firmContact.abn);
    expect(html).toContain('<span dir="ltr">51 824 753 556</span>');
  });

  it("shows the same details on /contact, and no e-mail there when the deployment has none to show", () => {
    const configured = contactPage(CONFIGURED);
    for (const value of [
      'href="mailto:hello@ausentry.com.au"',
      'href="tel:+61280001234"',
      "51 824 753 556",
    ]) {
      expect(configured).toContain(value);
    }
    const bare = contactPage(NOTHING);
    expect(bare).not.toMatch(/mailto:|tel:/);
    expect(bare).toContain(enForms.contact.hoursHeading);
  });
});

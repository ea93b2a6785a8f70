import { SOCIAL_LINKS } from "#app/content/navigation.ts";
import type { FirmContact } from "#app/domain/firm/firm-contact.ts";
import { LANGUAGES, type LanguageCode, languageOf, localHref } from "#app/domain/languages.ts";

/**
 * The home page's structured data (spec 000 §2 "Home"): the firm as an Organization, its office as a
 * LocalBusiness with business hours (spec 000 §1: Monday to Friday, 09:00 to 17:00, Sydney time) and the
 * WebSite, each in the page's language, linked by `@id`. The e-mail, phone and office address are those configured
 * (decision 064), as the footer shows them: each left out when there is none to show, never a city made up.
 */
export function homeStructuredData({
  siteUrl,
  lang,
  name,
  description,
  contact,
}: {
  siteUrl: string;
  lang: LanguageCode;
  name: string;
  description: string;
  contact: FirmContact;
}) {
  const home = new URL(localHref(lang, "/"), siteUrl).href;
  const root = new URL("/", siteUrl).href;
  const organizationId = `${root}#organization`;
  // The mark as a 180 px PNG (search engines want a raster logo of at least 112 px).
  const logo = new URL("/apple-touch-icon.png", siteUrl).href;
  const context = "https://schema.org";
  // Undefined values are left out of the JSON.
  const email = contact.email ?? undefined;
  const telephone = contact.phone ?? undefined;
  // One line as configured (`FIRM_ADDRESS`): schema.org takes an address as text.
  const address = contact.address ?? undefined;
  return [
    {
      "@context": context,
      "@type": "Organization",
      "@id": organizationId,
      name,
      description,
      url: home,
      logo,
      email,
      telephone,
      sameAs: SOCIAL_LINKS.map((link) => link.href),
      contactPoint:
        email || telephone
          ? {
              "@type": "ContactPoint",
              contactType: "sales",
              email,
              telephone,
              availableLanguage: LANGUAGES.map((language) => language.name),
            }
          : undefined,
    },
    {
      "@context": context,
      "@type": "LocalBusiness",
      "@id": `${root}#office`,
      name,
      description,
      url: home,
      image: logo,
      email,
      telephone,
      parentOrganization: { "@id": organizationId },
      address,
      openingHoursSpecification: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
    },
    {
      "@context": context,
      "@type": "WebSite",
      "@id": `${root}#website`,
      name,
      url: home,
      inLanguage: languageOf(lang).hrefLang,
      publisher: { "@id": organizationId },
    },
  ];
}

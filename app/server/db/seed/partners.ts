import type { partners } from "#app/server/db/schema/index.ts";

/**
 * The built-in partner directory (spec 000 §3 "Partner record"), seeded once into an empty database. Server-only:
 * pages read the directory from the database. The firms are fictional, so they have no website, and the pages mark
 * them as samples for as long as they are listed (`isSamplePartner`, decision 064).
 */
export const SAMPLE_PARTNERS: (typeof partners.$inferInsert)[] = [
  {
    id: "p-northbridge",
    name: "Northbridge Systems Integration",
    description:
      "Canberra-based integrator that moves agency workloads onto certified cloud platforms. Holds panel places on BuyICT and delivers under Commonwealth security requirements.",
    logoUrl: null,
    category: "integrator",
    industry: "Government",
    specialty: "Whole-of-government cloud migration",
    website: null,
    partnershipLevel: "Premier",
    isActive: true,
    isFeatured: true,
  },
  {
    id: "p-coral-sea-cyber",
    name: "Coral Sea Cyber",
    description:
      "Managed security provider running an IRAP-assessed security operations centre for Defence suppliers. Helps vendors reach Essential Eight Maturity Level 2 before bidding.",
    logoUrl: null,
    category: "technology",
    industry: "Defence",
    specialty: "IRAP-assessed managed security operations",
    website: null,
    partnershipLevel: "Premier",
    isActive: true,
    isFeatured: true,
  },
  {
    id: "p-harbourline",
    name: "Harbourline Health Technologies",
    description:
      "Clinical software specialist connecting new products to hospital systems and national health infrastructure. Experienced with state health department procurement.",
    logoUrl: null,
    category: "technology",
    industry: "Healthcare",
    specialty: "HL7 FHIR interoperability and clinical integration",
    website: null,
    partnershipLevel: "Gold",
    isActive: true,
    isFeatured: true,
  },
  {
    id: "p-kestrel-advisory",
    name: "Kestrel Compliance Advisory",
    description:
      "Regulatory advisers for payments and lending platforms entering Australia. Prepares AUSTRAC, APRA CPS 234 and Privacy Act compliance programs.",
    logoUrl: null,
    category: "consultant",
    industry: "Fintech",
    specialty: "AML/CTF and information security regulation",
    website: null,
    partnershipLevel: "Gold",
    isActive: true,
    isFeatured: true,
  },
  {
    id: "p-brindabella",
    name: "Brindabella Defence Consulting",
    description:
      "Former Defence procurement officers who guide suppliers through DISP membership and sovereign capability requirements. Useful for first-time Defence bidders.",
    logoUrl: null,
    category: "consultant",
    industry: "Defence",
    specialty: "DISP membership and Defence tender preparation",
    website: null,
    partnershipLevel: "Silver",
    isActive: true,
    isFeatured: false,
  },
  {
    id: "p-gibber-plains",
    name: "Gibber Plains Energy Systems",
    description:
      "Integrator for grid operators and renewable generators across the National Electricity Market. Deploys SCADA, metering and battery control software in the field.",
    logoUrl: null,
    category: "integrator",
    industry: "Energy",
    specialty: "SCADA and grid-edge integration",
    website: null,
    partnershipLevel: "Gold",
    isActive: true,
    isFeatured: false,
  },
  {
    id: "p-lorikeet-learning",
    name: "Lorikeet Learning Distribution",
    description:
      "Education technology reseller supplying schools, TAFEs and universities. Manages licensing, onboarding and support for state education departments.",
    logoUrl: null,
    category: "reseller",
    industry: "Education",
    specialty: "Education software licensing and rollout",
    website: null,
    partnershipLevel: "Silver",
    isActive: true,
    isFeatured: false,
  },
  {
    id: "p-tasman-channel",
    name: "Tasman Channel Partners",
    description:
      "Licence reseller for software sold to federal and state agencies through existing panel arrangements. Currently not taking on new vendors.",
    logoUrl: null,
    category: "reseller",
    industry: "Government",
    specialty: "Panel contracting and software licence resale",
    website: null,
    partnershipLevel: "Silver",
    isActive: false,
    isFeatured: false,
  },
];

const SAMPLE_PARTNER_IDS: ReadonlySet<string> = new Set(SAMPLE_PARTNERS.map((partner) => partner.id));

/**
 * Whether a directory record is one of the samples above: it keeps the seed's id (`p-northbridge`). Staff replace
 * a sample by adding the real firm and removing the sample; a record saved under an id of its own is no sample.
 */
export function isSamplePartner(id: string): boolean {
  return SAMPLE_PARTNER_IDS.has(id);
}

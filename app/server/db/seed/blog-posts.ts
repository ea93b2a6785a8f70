import type { resources } from "#app/server/db/schema/index.ts";

/** Article bodies are plain text; paragraphs are separated by a blank line. */
function paragraphs(...parts: string[]): string {
  return parts.join("\n\n");
}

/**
 * Where the sample post published on LinkedIn lives. A sample cannot know a real post's address, so it is the
 * company page's article feed (the page `SOCIAL_LINKS` in `app/content/navigation.ts` names), where that article is.
 */
const SOURCE_ON_LINKEDIN = "https://www.linkedin.com/company/ausentry-partners/posts/?feedView=articles";

/**
 * The ten sample blog posts seeded into an empty database (spec 000 §7 call 2). Exactly one is premium and
 * so hidden from the public blog list; one is published on LinkedIn (`sourceUrl`) and only summarised here.
 * Figures are general guidance current in 2026, not tax or legal advice. Sample dates are spread over 2026 so a
 * new site does not open on a blog that looks abandoned; staff edit or replace them in the back office.
 */
export const SAMPLE_BLOG_POSTS: (typeof resources.$inferInsert)[] = [
  {
    title: "Setting Up in Australia: ABN, Company Structure and GST",
    slug: "setting-up-in-australia-abn-company-structure-gst",
    description:
      "The registrations a foreign tech company needs before it can invoice its first Australian customer, and the order to do them in.",
    content: paragraphs(
      "Most foreign technology companies start with one of two structures: registering the overseas parent as a foreign company with ASIC, which gives it an Australian Registered Body Number (ARBN), or incorporating a local proprietary limited subsidiary. A foreign company registration needs a local agent and a registered office in Australia; a Pty Ltd needs at least one director who ordinarily resides here.",
      "Once the entity exists, apply for an Australian Business Number (ABN) through the Australian Business Register. A complete application is typically processed in 3-5 business days; incomplete identity or entity details are the most common reason for delays, so have your ASIC documents and officeholder details ready.",
      "Register for GST when your Australian turnover reaches, or is expected to reach, A$75,000 a year. Offshore sellers of digital services to Australian consumers can be caught by this threshold too, so check it even before you open a local office.",
      "Finally, set up PAYG withholding before you hire your first employee and open a local bank account early. Australian banks run their own identity checks on foreign-owned companies, and that step often takes longer than the government registrations.",
    ),
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-01-20T09:00:00+11:00"),
    author: "Priya Raman",
    tags: ["Market Entry", "Compliance"],
  },
  {
    title: "The R&D Tax Incentive: What Foreign Tech Companies Can Claim",
    slug: "rd-tax-incentive-foreign-tech-companies",
    description:
      "How the refundable 43.5% and non-refundable 38.5% offsets work, and what a foreign-owned entity must do to qualify.",
    content: paragraphs(
      "The R&D Tax Incentive is the Australian Government's main support for research and development, and it is open to foreign-owned companies that do their R&D through an Australian entity. A local subsidiary incorporated in Australia is the usual vehicle; a foreign company can also qualify if it is an Australian tax resident or operates here through a permanent establishment.",
      "Companies with aggregated turnover under $20M can claim a refundable tax offset of 43.5% of eligible R&D spending for base-rate entities. Because the offset is refundable, a loss-making start-up receives it as cash, which is why it matters so much to companies in their first years here.",
      "Larger companies receive a non-refundable offset, starting at 38.5% for entities taxed at 30%, with a higher premium for R&D-intensive businesses. The non-refundable offset reduces tax payable and can be carried forward, but it will not produce a cash refund.",
      "Register your R&D activities with the Department of Industry, Science and Resources within 10 months of the end of your income year, and keep contemporaneous records: experiment plans, hypotheses, results and timesheets. Eligible spending generally needs to be at least $20,000 in the year, and routine software development without a genuine technical uncertainty does not qualify.",
    ),
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-02-24T09:00:00+11:00"),
    author: "Daniel Whitford",
    tags: ["Grants", "Market Entry"],
  },
  {
    title: "Selling to the Australian Government Through BuyICT and AusTender",
    slug: "selling-to-government-buyict-austender",
    description:
      "Where Commonwealth technology opportunities are published, which panels to join, and how to avoid being shut out of panel-only procurements.",
    content: paragraphs(
      "Commonwealth procurement follows the Commonwealth Procurement Rules, and most opportunities above reporting thresholds are published on AusTender. Create an AusTender account, set up category notifications for the UNSPSC codes that match your product, and read the approach-to-market documents in full: evaluation criteria are often hidden in annexes.",
      "Much technology buying happens on BuyICT, the marketplace run by the Digital Transformation Agency. Agencies that use a panel such as the Digital Marketplace, Cloud Marketplace or Software Marketplace can only invite sellers who already hold a place on it, so joining the right panel early is the single most important step for a new vendor.",
      "Panel applications ask for insurances, a capability statement and, for some categories, evidence of security assessments. Sellers are usually assessed within a few weeks, but you can only respond to opportunities once you are approved.",
      "Expect long cycles. A typical agency procurement takes three to nine months from approach to market to contract, so a pipeline of smaller opportunities and a local partner with existing panel positions will carry you while you build references.",
    ),
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-03-17T09:00:00+11:00"),
    author: "Mei Lin Chao",
    tags: ["GovTech", "Market Entry"],
  },
  {
    title: "IRAP and the Essential Eight, Explained for SaaS Vendors",
    slug: "irap-essential-eight-for-saas-vendors",
    description:
      "What an IRAP assessment is, how it differs from the Essential Eight maturity model, and which one a government buyer will ask you for.",
    content: paragraphs(
      "The Infosec Registered Assessors Program (IRAP) is run by the Australian Signals Directorate. An endorsed IRAP assessor reviews your system against the controls in the Information Security Manual and writes a report that agencies use to decide whether to accept the risk of your service. For cloud products holding government data, buyers commonly expect an assessment at the PROTECTED level.",
      "The Essential Eight is a separate, narrower framework of eight mitigation strategies: application control, patching applications, Microsoft Office macro settings, user application hardening, restricting administrative privileges, patching operating systems, multi-factor authentication and regular backups. Each is rated from Maturity Level Zero to Three, and many agencies target Maturity Level Two.",
      "Plan for an IRAP assessment to take two to four months, including remediation, and budget for it as a recurring cost: assessments are usually refreshed every two years or after significant changes. Hosting in Australian data centres and keeping support access within Australia will remove many questions before the assessor asks them.",
      "If a full assessment is not yet justified, prepare a self-assessment against the Essential Eight and the ISM controls that apply to you. It shortens security questionnaires and shows buyers you understand the local framework.",
    ),
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-04-21T09:00:00+10:00"),
    author: "Tom Gallagher",
    tags: ["GovTech", "Compliance"],
  },
  {
    title: "Privacy Act 1988 Obligations for Offshore Data Platforms",
    slug: "privacy-act-1988-obligations-offshore-platforms",
    description:
      "The Australian Privacy Principles, cross-border disclosure and the Notifiable Data Breaches scheme, summarised for companies storing data outside Australia.",
    content: paragraphs(
      "The Privacy Act 1988 applies to businesses with annual turnover above $3 million, and to some smaller ones such as health service providers. Foreign companies are covered when they carry on business in Australia and collect personal information here, even if the data is stored offshore.",
      "The 13 Australian Privacy Principles govern how you collect, use, disclose and secure personal information. APP 8 is the one offshore platforms notice first: before disclosing personal information to an overseas recipient, you must take reasonable steps to ensure it is handled consistently with the principles, and you generally remain accountable for what that recipient does.",
      "Under the Notifiable Data Breaches scheme, an eligible data breach must be reported to the Office of the Australian Information Commissioner and to affected individuals. You have 30 days to assess a suspected breach, so your incident response plan should name who makes that call in Australia.",
      "The 2024 amendments to the Act added a statutory tort for serious invasions of privacy and new civil penalty tiers. Review your privacy policy, data maps and vendor contracts before launch rather than after your first enterprise security questionnaire.",
    ),
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-05-26T09:00:00+10:00"),
    author: "Sarah O'Connell",
    tags: ["Compliance"],
  },
  {
    title: "Choosing an Australian Channel Partner",
    slug: "choosing-an-australian-channel-partner",
    description:
      "How to pick between integrators, resellers and consultants, and the questions that reveal whether a partner will actually sell your product.",
    // A summary: the article itself is on LinkedIn, and the blog's read-more link goes there.
    content: paragraphs(
      "Australian buyers, and government buyers in particular, prefer to buy through suppliers they already know, so a good local partner brings panel positions, clearances and references that would take a newcomer years to build. The full article compares integrators, resellers and consultants and when each one fits a foreign technology product.",
      "It also lists the three questions to ask every candidate, and how to run the first 90 days with three to five partners without channel conflict.",
    ),
    sourceUrl: SOURCE_ON_LINKEDIN,
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-06-23T09:00:00+10:00"),
    author: "Priya Raman",
    tags: ["Partnerships", "Market Entry"],
  },
  {
    title: "State Government Grants Worth Watching",
    slug: "state-government-grants-worth-watching",
    description:
      "Federal support gets the headlines, but state programs often decide where a foreign company sets up its first office.",
    content: paragraphs(
      "Each state competes for technology investment. Investment NSW, Invest Victoria, Trade and Investment Queensland and their counterparts in the other states offer a mix of grants, payroll tax relief and facilitation services, and they open and close funding rounds throughout the year.",
      "Most state programs are matched funding: you contribute at least as much as the grant, and payment follows agreed milestones. Eligibility almost always requires an Australian entity with an ABN and a commitment to local jobs or activity in that state.",
      "Talk to the state investment agency before you choose a city. Agencies can introduce you to local customers and research partners, and some incentives are negotiated case by case rather than advertised.",
      "Keep state grants separate from the federal R&D Tax Incentive in your records. A grant received for the same R&D activities triggers a clawback adjustment under the incentive, so plan both together with your tax adviser.",
    ),
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-08-04T09:00:00+10:00"),
    author: "Daniel Whitford",
    tags: ["Grants", "Market Entry"],
  },
  {
    title: "Entering the Australian Defence Supply Chain",
    slug: "entering-the-australian-defence-supply-chain",
    description:
      "DISP membership, security clearances and teaming with primes: the path most foreign technology companies take into Defence.",
    content: paragraphs(
      "Defence is one of the fastest-growing areas of Australian government spending, but it is also one of the hardest to enter. Most new suppliers start as subcontractors to a prime contractor rather than bidding directly.",
      "Many Defence contracts require membership of the Defence Industry Security Program (DISP), which covers governance, personnel, physical and cyber security. Apply early: membership needs an Australian entity, a nominated security officer and policies that meet the program's requirements.",
      "Staff who handle classified information need security clearances, and those can take months to obtain. Plan hiring around Australian citizens where clearances will be needed, since eligibility for a clearance generally depends on citizenship.",
      "Engage with the Office of Defence Industry Support, follow the Advanced Strategic Capabilities Accelerator for innovation calls, and build relationships with the primes' supplier development teams. A demonstrated local capability, even a small one, counts for a great deal in evaluation.",
    ),
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-09-15T09:00:00+10:00"),
    author: "Tom Gallagher",
    tags: ["GovTech", "Partnerships"],
  },
  {
    title: "Hiring Your First Australian Team",
    slug: "hiring-your-first-australian-team",
    description:
      "Employment basics every foreign employer should know: the National Employment Standards, modern awards and superannuation.",
    content: paragraphs(
      "Australian employment is governed by the Fair Work Act 2009. Every employee is covered by the National Employment Standards, which set minimum entitlements such as four weeks of paid annual leave, personal leave and notice periods.",
      "Many roles are also covered by a modern award that sets minimum pay and conditions for an industry or occupation. Senior technology roles are often award-free, but check each position before writing contracts, as underpayment is actively enforced.",
      "Employers must pay superannuation guarantee contributions into each employee's retirement fund, at 12% of ordinary time earnings (the rate since 1 July 2025). Payroll also needs PAYG withholding and, once your wages pass the state threshold, payroll tax.",
      "If you are not ready to set up payroll, an employer of record can hire staff for you while you establish your entity. It costs more per head but lets you test the market before committing to an office.",
    ),
    type: "blog",
    isPremium: false,
    imageUrl: null,
    publishedAt: new Date("2026-11-10T09:00:00+11:00"),
    author: "Sarah O'Connell",
    tags: ["Market Entry", "Compliance"],
  },
  {
    title: "2027 Government Technology Pipeline: Where to Focus",
    slug: "2027-government-technology-pipeline",
    description:
      "Our members-only briefing on the procurement themes we expect across federal and state agencies in 2027, and how to position for them.",
    content: paragraphs(
      "This briefing draws on forward procurement plans that agencies publish on AusTender, budget papers and our conversations with buyers. Annual procurement plans are the earliest public signal of what an agency intends to buy, and they are often published months before the approach to market.",
      "We expect continued demand for cyber security uplift, data platforms and the responsible use of AI, with agencies asking for evidence of Essential Eight maturity and IRAP assessments as a matter of course. Vendors who can show Australian hosting and local support will be shortlisted more often.",
      "Defence will keep growing its share of technology spending, particularly in simulation, training systems and space-related capabilities. Most of that work will flow through primes and existing panels, so teaming arrangements made in the first half of the year matter most.",
      "For each theme, identify three target agencies, the panel or contract they buy through, and one partner who already sells to them. Members can book a session with our team to turn this list into a 12-month bid plan.",
    ),
    type: "blog",
    isPremium: true,
    imageUrl: null,
    publishedAt: new Date("2026-11-17T09:00:00+11:00"),
    author: "Mei Lin Chao",
    tags: ["GovTech", "Partnerships"],
  },
];

const SAMPLE_BLOG_SLUGS: ReadonlySet<string> = new Set(SAMPLE_BLOG_POSTS.map((post) => post.slug));

/**
 * Whether a post is one of the samples above (their authors are fictional): it keeps the seed's slug, so the blog
 * marks it as a sample (design system, content rules). Staff replace a sample by publishing their own article and
 * removing it; a post under a slug of its own is no sample.
 */
export function isSampleBlogPost(slug: string): boolean {
  return SAMPLE_BLOG_SLUGS.has(slug);
}

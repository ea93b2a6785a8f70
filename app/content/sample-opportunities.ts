import type { OpportunityRecord } from "#app/domain/opportunities/opportunities.ts";

/**
 * Sample government tenders for the opportunities tabs (spec 001 §2.15, §7.2): the seed's rows, and the built-in
 * tenders shown when the database cannot be read (spec 001 §8). Each tab shows the two soonest-closing active rows
 * matching its filter. The Cyber/AI filter is a substring match, so later titles such as "Training" or "Domain"
 * also contain "ai"; the genuine cyber and AI tenders therefore close first. These are illustrative examples, not
 * real approaches to market.
 */
export const SAMPLE_OPPORTUNITIES: OpportunityRecord[] = [
  {
    id: "opp-cyber-threat-intelligence",
    title: "Cyber Threat Intelligence Platform",
    description:
      "Subscription platform that aggregates threat feeds and shares indicators with critical infrastructure operators. Hosting must be IRAP-assessed at PROTECTED.",
    deadline: "2027-01-29",
    department: "Australian Signals Directorate",
    active: true,
  },
  {
    id: "opp-ai-document-triage",
    title: "AI Document Triage Pilot",
    description:
      "Twelve-month pilot of machine-learning classification for incoming correspondence, with human review of every decision. Offers are sought through the BuyICT Digital Marketplace.",
    deadline: "2027-02-19",
    department: "Department of Home Affairs",
    active: true,
  },
  {
    id: "opp-defence-logistics-data",
    title: "Secure Logistics Data Platform Modernisation",
    description:
      "Replacement of legacy inventory reporting with a modern data platform for the Defence estate. Suppliers must hold DISP membership at the required level.",
    deadline: "2027-03-12",
    department: "Department of Defence",
    active: true,
  },
  {
    id: "opp-defence-maritime-sensors",
    title: "Maritime Surveillance Sensor Integration",
    description:
      "Integration of commercial sensor feeds into an existing maritime picture for northern approaches. Australian industry content will be weighted in evaluation.",
    deadline: "2027-04-16",
    department: "Department of Defence – Navy",
    active: true,
  },
  {
    id: "opp-defence-synthetic-training",
    title: "Synthetic Training Environment for Land Forces",
    description:
      "Networked simulators and scenario tools for collective training across several bases. Proposals should show interoperability with allied simulation standards.",
    deadline: "2027-05-21",
    department: "Department of Defence – Army",
    active: true,
  },
  {
    id: "opp-space-domain-simulation",
    title: "Space Domain Awareness Simulation Services",
    description:
      "Modelling and simulation of orbital traffic to support national space situational awareness. Small and medium enterprises are encouraged to bid as consortia.",
    deadline: "2027-06-25",
    department: "Australian Space Agency",
    active: true,
  },
  {
    id: "opp-emergency-simulation-training",
    title: "Emergency Management Simulation and Training Program",
    description:
      "Scenario-based exercises and an online learning platform for disaster response coordinators in every state and territory. Published on AusTender as an open approach to market.",
    deadline: "2027-08-13",
    department: "National Emergency Management Agency",
    active: true,
  },
];

/**
 * The opportunities tabs' reads (spec 001 §7.2; issue 13 item 3). Pages showing them are kept by the page cache
 * for up to PAGE_CACHE_TTL_SECONDS (a minute): "today" is decided per read, so a tender whose deadline has passed
 * leaves the page within that minute after midnight in Sydney (docs/decisions/034). A service that writes
 * opportunities (the back office, later) calls `invalidatePageCache()` once its write has committed.
 */
import { and, asc, eq, gte, ilike, or } from "drizzle-orm";
import { SAMPLE_OPPORTUNITIES } from "#app/content/sample-opportunities.ts";
import {
  OPPORTUNITIES_PER_TAB,
  OPPORTUNITY_TABS,
  type OpportunityTab,
  opportunityToday,
  TAB_RULES,
  type Tender,
  type TendersByTab,
  tendersByTab,
} from "#app/domain/opportunities/opportunities.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { opportunities } from "#app/server/db/schema/index.ts";
import { sampleFallback } from "#app/server/db/seed/sample-content.server.ts";
import { logger } from "#app/server/logger.server.ts";

/** One tab's read: active, not closed, matching the tab's rule, soonest deadline first, two rows. */
function readTab(tab: OpportunityTab, today: string): Promise<Tender[]> {
  const rule = TAB_RULES[tab];
  const column = opportunities[rule.field];
  return getDb()
    .select({
      title: opportunities.title,
      department: opportunities.department,
      description: opportunities.description,
      deadline: opportunities.deadline,
    })
    .from(opportunities)
    .where(
      and(
        eq(opportunities.active, true),
        gte(opportunities.deadline, today),
        or(...rule.words.map((word) => ilike(column, `%${word}%`))),
      ),
    )
    .orderBy(asc(opportunities.deadline), asc(opportunities.title))
    .limit(OPPORTUNITIES_PER_TAB);
}

/**
 * The three tabs' tenders (the three reads of spec 001 §7.2, each with "not closed yet" added: a deadline today
 * or later, in Sydney). When the database fails: a warning is logged and the built-in sample tenders answer,
 * filtered by the same rules (spec 001 §4, §8).
 */
export async function readOpportunities(today: string = opportunityToday()): Promise<TendersByTab> {
  try {
    const [defence, cyberAi, trainingSim] = await Promise.all(
      OPPORTUNITY_TABS.map((tab) => readTab(tab, today)),
    );
    return { defence: defence!, "cyber-ai": cyberAi!, "training-sim": trainingSim! };
  } catch (error) {
    logger.warn({ error: error instanceof Error ? error.name : "unknown" }, "Error fetching opportunities");
    return tendersByTab(sampleFallback(SAMPLE_OPPORTUNITIES), today);
  }
}

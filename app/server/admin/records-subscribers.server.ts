/** `/admin/subscribers`: the newsletter's subscribers, newest first, filtered by what their subscription is now. */
import { and, desc, isNotNull, isNull, type SQL } from "drizzle-orm";
import {
  choiceOf,
  formatRecordTime,
  recordTimeOrNull,
  SUBSCRIBER_STATUSES,
  type SubscriberRow,
  type SubscriberStatus,
  subscriberStatusOf,
} from "#app/domain/admin/records.ts";
import { auditedTablePage, type ListRequest, listQuery } from "#app/server/admin/records.server.ts";
import { emailSubscriptions as subscriptions } from "#app/server/db/schema/index.ts";

/** The rows of each status, as `subscriberStatusOf` tells them apart. */
const WHERE: Record<SubscriberStatus, SQL | undefined> = {
  unsubscribed: isNotNull(subscriptions.unsubscribedAt),
  confirmed: and(isNull(subscriptions.unsubscribedAt), isNotNull(subscriptions.confirmedAt)),
  unconfirmed: and(isNull(subscriptions.unsubscribedAt), isNull(subscriptions.confirmedAt)),
};

export async function subscribersPage(list: ListRequest) {
  const { query, lang } = listQuery(list.request);
  const status = choiceOf(SUBSCRIBER_STATUSES, query.get("status"));
  const page = await auditedTablePage(
    list,
    "subscribers",
    { status },
    {
      table: subscriptions,
      where: status ? WHERE[status] : undefined,
      order: [desc(subscriptions.subscribedAt), desc(subscriptions.id)],
    },
  );
  const rows = page.rows.map(
    (row): SubscriberRow => ({
      id: row.id,
      email: row.email,
      status: subscriberStatusOf(row),
      source: row.source,
      language: row.language,
      subscribedAt: formatRecordTime(row.subscribedAt, lang),
      confirmedAt: recordTimeOrNull(row.confirmedAt, lang),
      unsubscribedAt: recordTimeOrNull(row.unsubscribedAt, lang),
    }),
  );
  return { ...page, rows, status, statuses: SUBSCRIBER_STATUSES };
}

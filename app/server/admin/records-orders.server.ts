/**
 * `/admin/orders`: checkouts (`orders`, newest first) and the subscriptions the provider keeps in sync (latest
 * change first), each by status, with the provider's ids and, for Stripe, links to its dashboard.
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import { planBySlug } from "#app/content/plans.ts";
import {
  COMMERCE_VIEWS,
  choiceOf,
  formatRecordTime,
  type OrderRow,
  type ProviderId,
  providerIdOf,
  recordTimeOrNull,
  type SubscriptionRow,
} from "#app/domain/admin/records.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import {
  auditedPage,
  auditedTablePage,
  type ListRequest,
  listQuery,
} from "#app/server/admin/records.server.ts";
import {
  ORDER_STATUSES,
  orders,
  paymentCustomers,
  SUBSCRIPTION_STATUSES,
  subscriptions,
} from "#app/server/db/schema/index.ts";

/** A plan's name in `lang`, or its slug when it is none of ours. */
const planName = (slug: string, lang: LanguageCode) => {
  const plan = planBySlug(slug);
  return plan ? serverT(lang, "pricing")(plan.name) : slug;
};

/** The ids that are set, in the order staff look them up. */
function idsOf(provider: string, ids: [ProviderId["kind"], string | null][]): ProviderId[] {
  return ids.flatMap(([kind, id]) => (id ? [providerIdOf(provider, kind, id)] : []));
}

async function ordersList(list: ListRequest, lang: LanguageCode, raw: string | null) {
  const status = choiceOf(ORDER_STATUSES, raw);
  const page = await auditedTablePage(
    list,
    "orders",
    { status },
    {
      table: orders,
      where: status ? eq(orders.status, status) : undefined,
      order: [desc(orders.createdAt), desc(orders.id)],
    },
  );
  const rows = page.rows.map(
    (row): OrderRow => ({
      id: row.id,
      email: row.email,
      plan: planName(row.planSlug, lang),
      mode: row.mode,
      status: row.status,
      amount: formatMoney(row.amountCents, lang),
      provider: row.provider,
      providerIds: idsOf(row.provider, [
        ["payment", row.providerPaymentId],
        ["subscription", row.providerSubscriptionId],
        ["customer", row.providerCustomerId],
        ["session", row.providerSessionId],
      ]),
      createdAt: formatRecordTime(row.createdAt, lang),
      paidAt: recordTimeOrNull(row.paidAt, lang),
    }),
  );
  return { ...page, rows, status, statuses: ORDER_STATUSES };
}

async function subscriptionsList(list: ListRequest, lang: LanguageCode, raw: string | null) {
  const status = choiceOf(SUBSCRIPTION_STATUSES, raw);
  const where: SQL | undefined = status ? eq(subscriptions.status, status) : undefined;
  const page = await auditedPage(
    list,
    "subscriptions",
    { status },
    {
      count: (db) => db.$count(subscriptions, where),
      read: (db, { limit, offset }) =>
        db
          .select({ subscription: subscriptions, email: paymentCustomers.email })
          .from(subscriptions)
          // The buyer's address: the provider's customer record holds it.
          .leftJoin(
            paymentCustomers,
            and(
              eq(paymentCustomers.provider, subscriptions.provider),
              eq(paymentCustomers.providerCustomerId, subscriptions.providerCustomerId),
            ),
          )
          .where(where)
          .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
          .limit(limit)
          .offset(offset),
    },
  );
  const rows = page.rows.map(
    ({ subscription: row, email }): SubscriptionRow => ({
      id: row.id,
      email,
      plan: row.planSlug && planName(row.planSlug, lang),
      status: row.status,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      provider: row.provider,
      providerIds: idsOf(row.provider, [
        ["subscription", row.providerSubscriptionId],
        ["customer", row.providerCustomerId],
      ]),
      periodEnd: recordTimeOrNull(row.currentPeriodEnd, lang),
      updatedAt: formatRecordTime(row.updatedAt, lang),
    }),
  );
  return { ...page, rows, status, statuses: SUBSCRIPTION_STATUSES };
}

/** `?view=orders|subscriptions&status=&page=`: one of the two lists (orders unless asked). */
export async function ordersPage(list: ListRequest) {
  const { query, lang } = listQuery(list.request);
  const status = query.get("status");
  if (choiceOf(COMMERCE_VIEWS, query.get("view")) === "subscriptions") {
    return { view: "subscriptions" as const, ...(await subscriptionsList(list, lang, status)) };
  }
  return { view: "orders" as const, ...(await ordersList(list, lang, status)) };
}

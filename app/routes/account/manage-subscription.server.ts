/**
 * /manage-subscription (spec 001 §4 "Customer portal", §8; issue 10 item 8) for a signed-in member: the
 * provider's billing portal when it has one (Stripe: a full-page redirect), else our own page (the test provider),
 * which cancels at period end, resumes, and changes to another subscription plan with the prorated amount shown
 * before the change is confirmed.
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { PLANS, planBySlug } from "#app/content/plans.ts";
import {
  type ManageFailure,
  type ManagePageData,
  SUBSCRIPTION_UPDATES,
  type SubscriptionUpdate,
} from "#app/domain/checkout/checkout-views.ts";
import { type LanguageCode, languageFromPath, localHref } from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { requireUser } from "#app/server/account/session.server.ts";
import {
  changePlan,
  openBillingPortal,
  setCancelAtPeriodEnd,
} from "#app/server/checkout/manage-subscription.server.ts";
import { prorationCents } from "#app/server/checkout/rules.server.ts";
import { activeSubscriptionsOf } from "#app/server/checkout/subscription-status.server.ts";
import { absoluteUrl, getEnv } from "#app/server/env.server.ts";
import { receiveForm } from "#app/server/form/receive-form.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";

const PRIVATE = { "Cache-Control": PRIVATE_CACHE };

/** The subscription plans a member may move to by themselves: those sold by card (Premium Retainer is sales'). */
const changeTargets = (current: string) =>
  PLANS.filter(
    (plan) => plan.isSubscription && plan.purchasable && plan.priceCents !== null && plan.slug !== current,
  );

async function ownPage(
  userId: string,
  lang: LanguageCode,
  updated: SubscriptionUpdate | null,
  now: Date,
): Promise<ManagePageData> {
  const provider = getEnv().PAYMENT_PROVIDER;
  const current = (await activeSubscriptionsOf(userId)).find((row) => row.provider === provider);
  if (!current?.planSlug) return { kind: "none" };
  const t = serverT(lang, "pricing");
  const plan = planBySlug(current.planSlug);
  const start = current.currentPeriodStart;
  const end = current.currentPeriodEnd;
  const changes = changeTargets(current.planSlug).map((target) => ({
    slug: target.slug,
    name: t(target.name),
    priceCents: target.priceCents!,
    prorationCents:
      start && end
        ? prorationCents({
            fromCents: plan?.priceCents ?? 0,
            toCents: target.priceCents!,
            periodStart: start,
            periodEnd: end,
            at: now,
          })
        : 0,
  }));
  return {
    kind: "own-page",
    subscription: {
      planSlug: current.planSlug,
      planName: plan ? t(plan.name) : current.planSlug,
      priceCents: plan?.priceCents ?? null,
      status: current.status,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      currentPeriodEnd: end?.toISOString() ?? null,
      lastProrationCents: current.lastProrationCents,
    },
    changes,
    updated,
  };
}

export async function manageSubscriptionLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now = new Date(),
) {
  const user = requireUser({ request, context });
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const portal = await openBillingPortal(user.id, absoluteUrl(localHref(lang, "/profile")));
  if (portal.kind === "redirect") throw redirect(portal.url, { status: 303, headers: PRIVATE });
  const updatedParam = url.searchParams.get("updated");
  const updated = SUBSCRIPTION_UPDATES.find((update) => update === updatedParam) ?? null;
  const page = await ownPage(user.id, lang, updated, now);
  if (portal.kind === "error") {
    // No provider customer and nothing to manage: say so rather than report a failure.
    const answer: ManagePageData = page.kind === "none" ? page : { kind: "error" };
    return data(answer, { status: answer.kind === "error" ? 502 : 200, headers: PRIVATE });
  }
  return data(page, { headers: PRIVATE });
}

const ManageRequestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("cancel") }),
  z.object({ intent: z.literal("resume") }),
  z.object({ intent: z.literal("change-plan"), plan: z.string().trim().min(1).max(64) }),
]);

export type ManageActionAnswer = { error: ManageFailure };

/** Cancel at period end, resume, or change plan; then the page again (303) with a notice, or the failure. */
export async function manageSubscriptionAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, ManageRequestSchema, { rateLimit: "formPerIp" });
  if (!form.valid) {
    const status = form.answer.init?.status ?? 400;
    return data(
      {
        ...form.answer.data,
        error: status === 429 ? "rateLimited" : "updateFailed",
      } satisfies ManageActionAnswer & typeof form.answer.data,
      { ...form.answer.init, status, headers: { ...PRIVATE, ...(form.answer.init?.headers as object) } },
    );
  }
  const user = requireUser({ request, context });
  const done = (updated: SubscriptionUpdate) =>
    redirect(localHref(form.lang, "/manage-subscription", { updated }), { status: 303, headers: PRIVATE });
  const { value } = form;
  if (value.intent === "change-plan") {
    const changed = await changePlan(user.id, value.plan);
    if (changed.ok) return done("changed");
    return data<ManageActionAnswer>(
      { error: "planChangeFailed" },
      { status: changed.error === "failed" ? 502 : 400, headers: PRIVATE },
    );
  }
  const cancel = value.intent === "cancel";
  if (await setCancelAtPeriodEnd(user.id, cancel)) return done(cancel ? "cancelled" : "resumed");
  return data<ManageActionAnswer>({ error: "updateFailed" }, { status: 502, headers: PRIVATE });
}

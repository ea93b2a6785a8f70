/** What a plan page (`/pricing/:slug`) reads and does on the server: its plan, checkout, the blueprint, the drip. */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { type Plan, type PlanSlug, planBySlug } from "#app/content/plans.ts";
import { emailAddress } from "#app/domain/form/form-schema-parts.ts";
import { LeadFormSchema } from "#app/domain/leads/lead-form.ts";
import {
  answerCheckout,
  refusedCheckout,
  visitorSubscription,
} from "#app/server/checkout/checkout-answer.server.ts";
import { PUBLIC_FORM, receiveForm, withData } from "#app/server/form/receive-form.server.ts";
import { utmFromRequest } from "#app/server/http/attribution.server.ts";
import { recordLead } from "#app/server/leads/leads.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { subscribeToNewsletter } from "#app/server/newsletter/newsletter.server.ts";
import { blueprintLeadSource, blueprintPath, renderBlueprint } from "#app/server/pdf/blueprint.server.ts";

/** The slug of the page: its `:slug`, or the path's last segment where a plan has a route by name (routes.ts). */
export function planSlugOf(request: Request, params: { slug?: string }): string | undefined {
  return params.slug ?? new URL(request.url).pathname.split("/").at(-1);
}

/** The plan the URL names; anything else is the page's 404 ('Pricing Tier Not Found'). */
export function planOrNotFound(slug: string | undefined): Plan {
  const plan = planBySlug(slug);
  if (!plan) throw data(null, { status: 404 });
  return plan;
}

/**
 * The page's data: the plan's slug, and for a signed-in visitor their active subscription (the button shows
 * 'Current Plan', disabled); anonymous pages depend on the URL only.
 */
export async function planPageData(context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const plan = planOrNotFound(slug);
  const subscription = await visitorSubscription(context);
  return {
    slug: plan.slug,
    activePlanSlug: subscription?.planSlug ?? null,
  };
}

/** The page's three forms, told apart by `intent`: the plan's checkout, the blueprint form, the drip signup. */
const PlanFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("checkout"), plan: z.string().trim().max(64).optional() }),
  LeadFormSchema.extend({ intent: z.literal("blueprint") }),
  z.object({ intent: z.literal("subscribe"), email: emailAddress }),
]);

/** A blueprint request's success: the file to download (the page clicks it 1.5 s later). */
export type BlueprintAnswer = { intent: "blueprint"; download: string };

/**
 * The page's action. Checkout: the backend's `startCheckout` for this page's plan, then a 303 to the provider, or
 * the banner's message (the same answer as /pricing's). Blueprint: a lead with source `pdf_download_{slug}` and
 * its mails, then the blueprint's link. Subscribe: the double opt-in newsletter signup with source
 * `pricing_drip_{slug}`. Every post goes through the one form pipeline (body limit, honeypot, rate limit, zod).
 */
export async function planAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  slug: string | undefined,
) {
  const form = await receiveForm(request, context, PlanFormSchema, PUBLIC_FORM);
  if (!form.valid) {
    return form.payload.intent === "checkout" ? refusedCheckout(form.answer, slug ?? null) : form.answer;
  }
  const plan = planOrNotFound(slug);
  const { value, lang } = form;
  switch (value.intent) {
    case "checkout":
      return answerCheckout(context, plan.slug, lang);
    case "blueprint": {
      const { intent: _intent, ...lead } = value;
      try {
        const stored = await recordLead({
          ...lead,
          source: blueprintLeadSource(plan.slug),
          blueprint: plan.slug,
          language: lang,
          utm: utmFromRequest(request),
        });
        if (!stored) return form.fail("requestFailed", 500);
        // Made now (and kept), so the download that follows is instant and a failure shows on the form.
        await renderBlueprint(plan, lang);
      } catch (error) {
        logger.error({ err: error, plan: plan.slug }, "blueprint request failed");
        return form.fail("unexpected", 500);
      }
      return withData(form.accept(), {
        intent: "blueprint",
        download: blueprintPath(plan.slug, lang),
      } satisfies BlueprintAnswer);
    }
    case "subscribe": {
      try {
        const stored = await subscribeToNewsletter(value.email, dripSource(plan.slug), lang);
        return stored ? withData(form.accept(), { intent: "subscribe" }) : form.fail("subscribeFailed", 500);
      } catch (error) {
        logger.error({ err: error, plan: plan.slug }, "plan drip signup failed");
        return form.fail("subscribeUnexpected", 500);
      }
    }
  }
}

/** The drip signup's source (spec 001 §7.3 "Lead-capture helper"): `pricing_drip_{slug}`. */
export const dripSource = (slug: PlanSlug) => `pricing_drip_${slug}`;

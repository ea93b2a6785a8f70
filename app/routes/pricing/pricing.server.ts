/** What /pricing reads and does on the server: the visitor's subscription, checkout. */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import {
  answerCheckout,
  refusedCheckout,
  visitorSubscription,
} from "#app/server/checkout/checkout-answer.server.ts";
import { receiveForm } from "#app/server/form/receive-form.server.ts";

/** The page's data: the signed-in visitor's subscription (anonymous pages depend on the URL only). */
export async function pricingPageData(context: Readonly<RouterContextProvider>) {
  return { subscription: await visitorSubscription(context) };
}

/** A checkout request from a plan card: `intent=checkout&plan=<slug>`. Which slugs sell is the backend's rule. */
const CheckoutRequestSchema = z.object({
  intent: z.literal("checkout"),
  plan: z.string().trim().min(1).max(64),
});

/**
 * A plan card's checkout button: rate-limited per client IP like every public form, then a 303 to the provider's
 * hosted page, or the banner's message (spec 001 §8), with JavaScript or without.
 */
export async function checkout(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, CheckoutRequestSchema, { rateLimit: "formPerIp" });
  if (!form.valid)
    return refusedCheckout(form.answer, typeof form.payload.plan === "string" ? form.payload.plan : null);
  return answerCheckout(context, form.value.plan, form.lang);
}

/**
 * The built-in test provider's hosted checkout page (/checkout/test/{id}): what Stripe's hosted checkout is when
 * PAYMENT_PROVIDER=stripe. It exists only with the test provider, for open sessions; the card typed goes to
 * payTestCheckout, which pays through the same fulfilment a Stripe webhook runs.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parse as parseCookies } from "cookie";
import { data, type RouterContextProvider, redirect } from "react-router";
import { planBySlug } from "#app/content/plans.ts";
import { CardFormSchema } from "#app/domain/checkout/card-form.ts";
import type { TestCheckoutView } from "#app/domain/checkout/checkout-views.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type LanguageCode,
  languageFromPath,
  localHref,
  stripLanguagePrefix,
} from "#app/domain/languages.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { sessionUserOf } from "#app/server/account/session.server.ts";
import { payTestCheckout } from "#app/server/checkout/test-checkout.server.ts";
import { testCheckoutSession } from "#app/server/checkout/test-provider.server.ts";
import { getEnv } from "#app/server/env.server.ts";
import { receiveForm } from "#app/server/form/receive-form.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";

/** Card data is never sent back into the page. */
const HIDDEN_FIELDS = ["cardNumber", "cvc"] as const;

const notFound = () => data(null, { status: 404, headers: { "Cache-Control": PRIVATE_CACHE } });

/** The open session behind the page; a 404 when the test provider is not the one configured, or no such session. */
async function openSession(sessionId: string | undefined) {
  if (getEnv().PAYMENT_PROVIDER !== "test" || !sessionId) throw notFound();
  const session = await testCheckoutSession(sessionId);
  if (!session || session.status === "expired") throw notFound();
  return session;
}

const successHref = (lang: LanguageCode, sessionId: string) =>
  localHref(lang, "/success", { session_id: sessionId });

/** The language the checkout was started in: that of its success URL (/ar/success…). */
const startLanguage = (successUrl: string) => languageFromPath(new URL(successUrl).pathname);

export type TestCheckoutPageData = TestCheckoutView & { sessionId: string };

export async function testCheckoutLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sessionId: string | undefined,
) {
  const session = await openSession(sessionId);
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  if (session.status === "complete") throw redirect(successHref(lang, session.id), 303);
  // The provider's URL has no language; a buyer who started in Arabic and never chose a language on this site
  // (no cookie: the root middleware redirects by that) pays in Arabic too, as Stripe's checkout follows the buyer.
  const started = startLanguage(session.successUrl);
  const chosen = parseCookies(request.headers.get("cookie") ?? "")[LANGUAGE_COOKIE];
  if (lang === DEFAULT_LANGUAGE && started !== DEFAULT_LANGUAGE && !chosen) {
    // A client-side navigation asks for `….data`; the redirect names the page itself.
    const pagePath = stripLanguagePrefix(url.pathname.replace(/\.data$/, ""));
    throw redirect(localHref(started, pagePath), {
      headers: { "Cache-Control": PRIVATE_CACHE },
    });
  }
  const plan = planBySlug(session.planSlug);
  const page: TestCheckoutPageData = {
    sessionId: session.id,
    planName: plan ? serverT(lang, "pricing")(plan.name) : session.planSlug,
    mode: session.mode,
    amountCents: session.amountCents,
    fixedEmail: session.email,
    suggestedEmail: session.email ? null : (sessionUserOf(context)?.email ?? null),
    cancelUrl: session.cancelUrl,
  };
  return data(page, { headers: { "Cache-Control": PRIVATE_CACHE } });
}

/** A refusal of the provider shown next to one field, the values kept (card data excepted). */
function fieldFailure(payload: Record<string, unknown>, field: string, messageKey: string, status: number) {
  const initialValue: NonNullable<SubmissionResult<string[]>["initialValue"]> = Object.fromEntries(
    Object.entries(payload).filter(
      (entry): entry is [string, string] => !(HIDDEN_FIELDS as readonly string[]).includes(entry[0]),
    ),
  );
  const result = { status: "error" as const, initialValue, error: { [field]: [messageKey] } };
  return data<FormAnswer>({ result, sent: false }, { status, headers: { "Cache-Control": PRIVATE_CACHE } });
}

/** Pays the session with the card typed: to /success (303), or the reason next to its field. */
export async function testCheckoutAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  sessionId: string | undefined,
) {
  const form = await receiveForm(request, context, CardFormSchema, {
    rateLimit: "formPerIp",
    hideFields: HIDDEN_FIELDS,
  });
  if (!form.valid) return form.answer;
  const session = await openSession(sessionId);
  const paid = await payTestCheckout(session.id, {
    number: form.value.cardNumber,
    email: form.value.email,
  });
  if (paid.ok) return redirect(successHref(form.lang, session.id), 303);
  switch (paid.reason) {
    case "card_declined":
      return fieldFailure(form.payload, "cardNumber", "cardDeclined", 402);
    case "card_number_invalid":
      return fieldFailure(form.payload, "cardNumber", "cardNotAccepted", 402);
    case "email_invalid":
      return fieldFailure(form.payload, "email", "emailInvalid", 400);
    default:
      return fieldFailure(form.payload, "", "sessionClosed", 410);
  }
}

/**
 * The payment provider this deployment uses (PAYMENT_PROVIDER): the one place that knows the adapters, loaded on
 * first use so a deployment never loads the other one. Services ask for it here; the adapters import only the
 * contract (`provider.server.ts`).
 */
import type { PaymentProvider } from "#app/server/checkout/provider.server.ts";
import { getEnv } from "#app/server/env.server.ts";

let cached: PaymentProvider | undefined;

/** The configured provider (PAYMENT_PROVIDER), built once. */
export async function getPaymentProvider(): Promise<PaymentProvider> {
  if (cached) return cached;
  const env = getEnv();
  cached =
    env.PAYMENT_PROVIDER === "stripe"
      ? (await import("#app/server/checkout/stripe-provider.server.ts")).createStripeProvider(env)
      : (await import("#app/server/checkout/test-provider.server.ts")).testProvider;
  return cached;
}

/** Lets integration tests use a provider of their own configuration (Stripe against a local fake server). */
export function setPaymentProviderForTests(provider: PaymentProvider | undefined) {
  cached = provider;
}

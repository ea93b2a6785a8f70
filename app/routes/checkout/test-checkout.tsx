import { useTranslation } from "react-i18next";
import { OrderSummary, TestCheckoutForm } from "#app/components/checkout/test-checkout-form.tsx";
import { TestModeBanner } from "#app/components/checkout/test-mode-banner.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { Panel } from "#app/components/ui/sections.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { testCheckoutAction, testCheckoutLoader } from "#app/routes/checkout/test-checkout.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/test-checkout";

export const handle = i18nHandle("checkout");

/** The open test checkout session (404 unless PAYMENT_PROVIDER=test and the session is open). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return testCheckoutLoader(request, context, params.sessionId);
}

/** The card: paid -> /success (303); declined -> the message next to the card number. */
export function action({ request, context, params }: Route.ActionArgs) {
  return testCheckoutAction(request, context, params.sessionId);
}

export const headers = formHeaders;

/** `/checkout/test/{id}`: the built-in test provider's hosted checkout, marked TEST MODE. */
export default function TestCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  return (
    <>
      <PageMeta title={t("testCheckout.title", { plan: loaderData.planName })} noindex />
      <TestModeBanner />
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {t("testCheckout.heading", { plan: loaderData.planName })}
        </h1>
        <div className="mt-8 grid gap-8 md:grid-cols-5">
          <div className="md:col-span-2">
            <OrderSummary view={loaderData} />
          </div>
          <Panel title={t("testCheckout.payment")} className="md:col-span-3">
            <div className="mt-4">
              <TestCheckoutForm view={loaderData} answer={actionData} />
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}

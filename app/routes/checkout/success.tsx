import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { useTrackOnce } from "#app/components/analytics/analytics-hooks.ts";
import { CheckoutFailed, OrderDetails } from "#app/components/checkout/success.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { sessionUserOf } from "#app/server/account/session.server.ts";
import { verifyCheckout } from "#app/server/checkout/verify-checkout.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import type { Route } from "./+types/success";

export const handle = i18nHandle("checkout");

const STATUS = { not_found: 404, unpaid: 404, failed: 502 } as const;

/**
 * /success?session_id=… (spec 001 §2.3): the order as the provider reports it, checked on the server for this
 * visitor (verifyCheckout also fulfils it if the webhook has not yet). The spec's loading state came from a
 * browser-side fetch; here the server renders the final state, so there is none.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const verified = await verifyCheckout(
    url.searchParams.get("session_id"),
    sessionUserOf(context)?.id ?? null,
    languageFromPath(url.pathname),
  );
  const headers = { "Cache-Control": PRIVATE_CACHE };
  return verified.success
    ? data({ order: verified }, { headers })
    : data({ order: null }, { status: STATUS[verified.error], headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function SuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { order } = loaderData;
  useTrackOnce("checkout_completed", order !== null);
  return (
    <>
      <PageMeta title={order ? t("success.title") : t("success.errorTitle")} noindex />
      <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
        {order ? <OrderDetails order={order} /> : <CheckoutFailed />}
      </div>
    </>
  );
}

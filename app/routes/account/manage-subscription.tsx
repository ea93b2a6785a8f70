import { useTranslation } from "react-i18next";
import { ManageSubscription } from "#app/components/checkout/manage-subscription.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import {
  manageSubscriptionAction,
  manageSubscriptionLoader,
} from "#app/routes/account/manage-subscription.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/manage-subscription";

export const handle = i18nHandle("checkout");

/** Stripe: a redirect to its billing portal. The test provider: our own page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return manageSubscriptionLoader(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return manageSubscriptionAction(request, context);
}

export const headers = formHeaders;

export default function ManageSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  return (
    <>
      <PageMeta title={t("manage.title")} noindex />
      <ManageSubscription page={loaderData} failure={actionData?.error ?? null} />
    </>
  );
}

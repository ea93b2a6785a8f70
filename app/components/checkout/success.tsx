import { CircleAlert, CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { billingKey } from "#app/components/checkout/billing.ts";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/sections.tsx";
import { numberFormat } from "#app/domain/intl-format.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { CURRENCY, formatMoney } from "#app/domain/money.ts";

/** What /success shows of a verified order (verifyCheckout's answer). */
export type VerifiedOrder = {
  productName: string;
  amount: number;
  currency: string;
  isSubscription: boolean;
  interval: string;
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
};

/** Our amounts are AUD; a provider that reports another currency (or none: the spec's 'usd') is shown as it says. */
function formatAmount(cents: number, currency: string, lang: LanguageCode): string {
  if (currency.toUpperCase() === CURRENCY) return formatMoney(cents, lang);
  return numberFormat(lang, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);
}

export function OrderDetails({ order }: { order: VerifiedOrder }) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const rows = [
    ["success.product", order.productName],
    ["success.amount", formatAmount(order.amount, order.currency, lang)],
    ["success.billing", t(billingKey(order.isSubscription, order.interval))],
    ["success.paymentStatus", t(`success.status.${order.paymentStatus}`)],
  ] as const;
  return (
    <div data-testid="order-details">
      <CircleCheck aria-hidden="true" className="size-12 text-emerald-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("success.heading")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("success.lead")}</p>
      <Panel title={t("success.detailsHeading")} className="mt-8">
        <dl className="mt-4 divide-y divide-slate-200">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-2 py-3">
              <dt className="text-slate-600">{t(label)}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <p className="mt-6 text-slate-700">{t("success.next")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <LocalizedLink to="/profile" className={buttonClass("primary")}>
          {t("success.toProfile")}
        </LocalizedLink>
        <LocalizedLink to="/pricing" className={buttonClass("secondary")}>
          {t("success.toPricing")}
        </LocalizedLink>
      </div>
    </div>
  );
}

/** No such order for this visitor, not paid, or the provider could not answer (spec 001 §8 "Success page"). */
export function CheckoutFailed() {
  const { t } = useTranslation("checkout");
  return (
    <div data-testid="checkout-failed">
      <CircleAlert aria-hidden="true" className="size-12 text-red-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("success.errorTitle")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("success.errorText")}</p>
      <LocalizedLink to="/pricing" className={buttonClass("primary", "mt-6")}>
        {t("success.errorBack")}
      </LocalizedLink>
    </div>
  );
}

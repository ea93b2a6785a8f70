/**
 * The mails a paid order causes: the receipt to the buyer (in the language they bought in) and the sale
 * notification to the staff inbox (in English). Composed here, queued by fulfilment in the order's transaction.
 */

import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, localHref } from "#app/domain/languages.ts";
import { formatMoney } from "#app/domain/money.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { planName } from "#app/server/checkout/plan-name.server.ts";
import { composeEmail } from "#app/server/email/compose.server.ts";
import type { OutgoingEmail } from "#app/server/email/outbox.server.ts";
import { absoluteUrl, getEnv } from "#app/server/env.server.ts";

export type SaleDetails = {
  orderId: string;
  planSlug: string;
  amountCents: number;
  mode: "one-time" | "subscription";
  email: string;
  language: string;
  provider: string;
  /** The account was created for this purchase: the receipt tells the buyer to choose a password. */
  accountCreated: boolean;
};

const languageOf = (sale: SaleDetails): LanguageCode =>
  isLanguageCode(sale.language) ? sale.language : DEFAULT_LANGUAGE;

/** A short reference to quote to support: the order id's first block. */
const referenceOf = (orderId: string) => orderId.slice(0, 8).toUpperCase();

export function receiptEmail(sale: SaleDetails): OutgoingEmail {
  const lang = languageOf(sale);
  const t = serverT(lang, "mail-checkout");
  const plan = planName(sale.planSlug, lang);
  const amount = formatMoney(sale.amountCents, lang);
  const brand = serverT(lang, "common")("brand.name");
  return composeEmail(sale.email, {
    lang,
    subject: t("receipt.subject", { plan }),
    paragraphs: [
      t("receipt.greeting"),
      t("receipt.body", { plan, brand }),
      t(sale.mode === "subscription" ? "receipt.amountMonthly" : "receipt.amountOneTime", { amount }),
      t("receipt.reference", { reference: referenceOf(sale.orderId) }),
      t("receipt.next"),
      ...(sale.accountCreated ? [t("receipt.newAccount", { email: sale.email })] : []),
    ],
    // A new account has no password yet: the reset-password flow sets the first one (and proves the address).
    action: sale.accountCreated
      ? {
          label: t("receipt.newAccountAction"),
          url: absoluteUrl(localHref(lang, "/forgot-password", { email: sale.email })),
        }
      : { label: t("receipt.accountAction"), url: absoluteUrl(localHref(lang, "/profile")) },
  });
}

export function saleNotificationEmail(sale: SaleDetails): OutgoingEmail {
  const lang = DEFAULT_LANGUAGE;
  const t = serverT(lang, "mail-checkout");
  const plan = planName(sale.planSlug, lang);
  const amount = formatMoney(sale.amountCents, lang);
  return composeEmail(getEnv().CONTACT_INBOX, {
    lang,
    subject: t("staff.subject", { plan, amount }),
    paragraphs: [
      `${t("staff.plan")}: ${plan}`,
      `${t("staff.amount")}: ${amount}`,
      `${t("staff.billing")}: ${t(sale.mode === "subscription" ? "staff.monthly" : "staff.oneTime")}`,
      `${t("staff.email")}: ${sale.email}`,
      `${t("staff.account")}: ${t(sale.accountCreated ? "staff.accountCreated" : "staff.accountExisting")}`,
      `${t("staff.language")}: ${sale.language}`,
      `${t("staff.provider")}: ${sale.provider}`,
      `${t("staff.reference")}: ${referenceOf(sale.orderId)} (${sale.orderId})`,
    ],
  });
}

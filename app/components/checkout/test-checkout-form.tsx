import { getInputProps } from "@conform-to/react";
import { CreditCard, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { billingKey } from "#app/components/checkout/billing.ts";
import { FormError, TextField } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { useValidator } from "#app/components/form/use-validator.ts";
import { useLanguage } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { CARD_NAME_MAX, TEST_CARDS } from "#app/domain/checkout/card-form.ts";
import type { TestCheckoutView } from "#app/domain/checkout/checkout-views.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { formatMoney } from "#app/domain/money.ts";

/** What is being bought: the plan, the amount in AUD in the page's language, once or every month. */
export function OrderSummary({ view }: { view: TestCheckoutView }) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-xl bg-slate-50 p-6 ring-1 ring-slate-200"
      data-testid="order-summary"
    >
      <h2 id="order-summary-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        {t("testCheckout.summary")}
      </h2>
      <p className="mt-3 text-xl font-bold text-slate-900">{view.planName}</p>
      <p className="mt-2 text-3xl font-extrabold text-slate-900">{formatMoney(view.amountCents, lang)}</p>
      <p className="mt-1 text-sm text-slate-700">{t(billingKey(view.mode === "subscription"))}</p>
      <p className="mt-4 text-sm text-slate-600">{t("testCheckout.currencyNote")}</p>
    </section>
  );
}

/** The card form; the server checks it again and asks the test provider whether the card pays. */
export function TestCheckoutForm({ view, answer }: { view: TestCheckoutView; answer?: FormAnswer }) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const { formProps, fields, errorOf, formError, hasFieldErrors, pending } = useForm({
    id: "test-checkout",
    validator: useValidator("card"),
    ns: "checkout",
    answer,
    defaultValue: { email: view.fixedEmail ?? view.suggestedEmail ?? "" },
  });
  const amount = formatMoney(view.amountCents, lang);
  return (
    <Form {...formProps} className="space-y-4" data-testid="test-checkout-form">
      {view.fixedEmail ? (
        <TextField
          {...getInputProps(fields.email, { type: "email" })}
          label={t("fields.email")}
          hint={t("testCheckout.emailSignedIn")}
          readOnly
          autoComplete="email"
        />
      ) : (
        <TextField
          {...getInputProps(fields.email, { type: "email" })}
          label={t("fields.email")}
          hint={t("testCheckout.emailHint")}
          error={errorOf(fields.email, FIELD_LIMITS.email)}
          autoComplete="email"
          required
        />
      )}
      <div className="rounded-md border border-dashed border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="flex items-center gap-2 font-semibold">
          <CreditCard aria-hidden="true" className="size-4" />
          {t("testCheckout.cardsHeading")}
        </p>
        <ul className="mt-1 space-y-0.5">
          <li>
            <span dir="ltr" className="font-mono">
              {TEST_CARDS.success}
            </span>{" "}
            {t("testCheckout.cardPays")}
          </li>
          <li>
            <span dir="ltr" className="font-mono">
              {TEST_CARDS.declined}
            </span>{" "}
            {t("testCheckout.cardDeclines")}
          </li>
        </ul>
        <p className="mt-1">{t("testCheckout.cardsOther")}</p>
      </div>
      <TextField
        {...getInputProps(fields.cardNumber, { type: "text" })}
        label={t("fields.cardNumber")}
        error={errorOf(fields.cardNumber)}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        dir="ltr"
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          {...getInputProps(fields.expiry, { type: "text" })}
          label={t("fields.expiry")}
          error={errorOf(fields.expiry)}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t("fields.expiryPlaceholder")}
          dir="ltr"
          required
        />
        <TextField
          {...getInputProps(fields.cvc, { type: "text" })}
          label={t("fields.cvc")}
          error={errorOf(fields.cvc)}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          dir="ltr"
          required
        />
      </div>
      <TextField
        {...getInputProps(fields.nameOnCard, { type: "text" })}
        label={t("fields.nameOnCard")}
        error={errorOf(fields.nameOnCard, CARD_NAME_MAX)}
        autoComplete="cc-name"
        required
      />
      {formError ? (
        <FormError>{formError}</FormError>
      ) : (
        hasFieldErrors && <FormError>{t("errors.fixErrors", { ns: "forms" })}</FormError>
      )}
      <SubmitButton
        pending={pending}
        pendingLabel={t("testCheckout.paying")}
        className="w-full py-3 text-base"
      >
        <Lock aria-hidden="true" className="size-4" />
        {view.mode === "subscription"
          ? t("testCheckout.subscribe", { amount })
          : t("testCheckout.pay", { amount })}
      </SubmitButton>
      <p className="text-center text-sm">
        <a href={view.cancelUrl} className="text-brand-700 underline hover:text-brand-800">
          {t("testCheckout.cancel")}
        </a>
      </p>
    </Form>
  );
}

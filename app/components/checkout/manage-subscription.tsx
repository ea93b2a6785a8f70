import type { TFunction } from "i18next";
import { ArrowRightLeft, CalendarClock, CircleSlash, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { TestModeBanner } from "#app/components/checkout/test-mode-banner.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import { Panel } from "#app/components/ui/sections.tsx";
import type { ManageFailure, ManagePageData } from "#app/domain/checkout/checkout-views.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import { formatMoney } from "#app/domain/money.ts";
import { isOneOf } from "#app/domain/one-of.ts";

/** Billing dates are the firm's calendar (as on /pricing); one time zone for server and browser. */
const TIME_ZONE = "Australia/Sydney";

const KNOWN_STATUSES = ["active", "trialing", "past_due"] as const;

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation("checkout");
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("manage.heading")}</h1>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
  );
}

function BackLinks() {
  const { t } = useTranslation("checkout");
  return (
    <div className="flex flex-wrap gap-3">
      <LocalizedLink to="/profile" className={buttonClass("secondary")}>
        {t("manage.toProfile")}
      </LocalizedLink>
      <LocalizedLink to="/pricing" className={buttonClass("ghost")}>
        {t("manage.toPricing")}
      </LocalizedLink>
    </div>
  );
}

/** Which of the page's forms is being sent, so only its button says so. */
function usePendingIntent(): string | null {
  const navigation = useNavigation();
  const intent = navigation.formData?.get("intent");
  const plan = navigation.formData?.get("plan");
  if (typeof intent !== "string") return null;
  return typeof plan === "string" ? `${intent}:${plan}` : intent;
}

/** /manage-subscription: our own page for the test provider, or the spec's failure message. */
export function ManageSubscription({
  page,
  failure,
}: {
  page: ManagePageData;
  failure: ManageFailure | null;
}) {
  const { t } = useTranslation("checkout");
  if (page.kind === "error") {
    return (
      <Frame>
        <Notice tone="error">{t("manage.portalFailed")}</Notice>
        <BackLinks />
      </Frame>
    );
  }
  if (page.kind === "none") {
    return (
      <Frame>
        <p className="text-lg text-slate-800">{t("manage.none")}</p>
        <p className="text-slate-700">{t("manage.noneText")}</p>
        <BackLinks />
      </Frame>
    );
  }
  return (
    <>
      <TestModeBanner />
      <Frame>
        <OwnPage page={page} failure={failure} />
      </Frame>
    </>
  );
}

function OwnPage({
  page,
  failure,
}: {
  page: Extract<ManagePageData, { kind: "own-page" }>;
  failure: ManageFailure | null;
}) {
  const { t } = useTranslation("checkout");
  const lang = useLanguage();
  const pending = usePendingIntent();
  const { subscription } = page;
  const money = (cents: number) => formatMoney(cents, lang);
  const date =
    subscription.currentPeriodEnd &&
    dateTimeFormat(lang, { dateStyle: "long", timeZone: TIME_ZONE }).format(
      new Date(subscription.currentPeriodEnd),
    );
  const status = isOneOf(KNOWN_STATUSES, subscription.status) ? subscription.status : "active";
  return (
    <>
      {page.updated && (
        <Notice tone="success">
          {page.updated === "changed"
            ? t("manage.notices.changed", { plan: subscription.planName })
            : t(`manage.notices.${page.updated}`, { date })}
          {page.updated === "changed" && subscription.lastProrationCents !== null && (
            <> {prorationText(t, subscription.lastProrationCents, money, "recorded")}</>
          )}
        </Notice>
      )}
      {failure && <Notice tone="error">{t(`manage.errors.${failure}`)}</Notice>}
      <section
        aria-labelledby="current-plan-heading"
        className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        data-testid="current-subscription"
      >
        <h2
          id="current-plan-heading"
          className="text-sm font-semibold uppercase tracking-wide text-slate-600"
        >
          {t("manage.current")}
        </h2>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-2xl font-bold text-slate-900">{subscription.planName}</p>
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold ${subscription.cancelAtPeriodEnd ? "bg-amber-100 text-amber-950" : "bg-emerald-100 text-emerald-900"}`}
          >
            {subscription.cancelAtPeriodEnd ? t("manage.status.cancelling") : t(`manage.status.${status}`)}
          </span>
        </div>
        {subscription.priceCents !== null && (
          <p className="mt-2 text-slate-700">
            {t("manage.price", { amount: money(subscription.priceCents) })}
          </p>
        )}
        {date && (
          <p className="mt-2 flex items-center gap-2 text-slate-800">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {subscription.cancelAtPeriodEnd ? t("manage.ends", { date }) : t("manage.renews", { date })}
          </p>
        )}
      </section>

      <Panel title={subscription.cancelAtPeriodEnd ? t("manage.resumeHeading") : t("manage.cancelHeading")}>
        <p className="mt-2 text-slate-700">
          {subscription.cancelAtPeriodEnd ? t("manage.resumeText", { date }) : t("manage.cancelText")}
        </p>
        <Form method="post" className="mt-4">
          {subscription.cancelAtPeriodEnd ? (
            <>
              <input type="hidden" name="intent" value="resume" />
              <SubmitButton pending={pending === "resume"} pendingLabel={t("manage.saving")}>
                <RotateCcw aria-hidden="true" className="size-4" />
                {t("manage.resume")}
              </SubmitButton>
            </>
          ) : (
            <>
              <input type="hidden" name="intent" value="cancel" />
              <SubmitButton
                pending={pending === "cancel"}
                pendingLabel={t("manage.saving")}
                variant="secondary"
              >
                <CircleSlash aria-hidden="true" className="size-4" />
                {t("manage.cancel")}
              </SubmitButton>
            </>
          )}
        </Form>
      </Panel>

      {page.changes.length > 0 && (
        <Panel title={t("manage.changeHeading")}>
          <ul className="mt-4 space-y-4">
            {page.changes.map((offer) => (
              <li key={offer.slug} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold text-slate-900">
                  {t("manage.changeTo", { plan: offer.name, amount: money(offer.priceCents) })}
                </p>
                <p className="mt-1 text-sm text-slate-700" data-testid="proration">
                  {prorationText(t, offer.prorationCents, money, "preview")}
                </p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="change-plan" />
                  <input type="hidden" name="plan" value={offer.slug} />
                  <SubmitButton
                    pending={pending === `change-plan:${offer.slug}`}
                    pendingLabel={t("manage.saving")}
                    aria-label={t("manage.changeLabel", { plan: offer.name })}
                  >
                    <ArrowRightLeft aria-hidden="true" className="size-4" />
                    {t("manage.change")}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <BackLinks />
    </>
  );
}

/** A prorated amount in words: charged now (positive), credited (negative) or nothing. */
function prorationText(
  t: TFunction<"checkout">,
  cents: number,
  money: (cents: number) => string,
  when: "preview" | "recorded",
): string {
  if (cents === 0) return t(`manage.proration.${when}None`);
  return cents > 0
    ? t(`manage.proration.${when}Charge`, { amount: money(cents) })
    : t(`manage.proration.${when}Credit`, { amount: money(-cents) });
}

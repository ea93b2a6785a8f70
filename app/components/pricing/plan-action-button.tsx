import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { track } from "#app/components/analytics/analytics.ts";
import { LocalizedLink } from "#app/components/language.tsx";
import { OpenLeadFormButton } from "#app/components/leads/open-lead-form-button.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { Plan } from "#app/content/plans.ts";
import { planAction } from "#app/domain/pricing/plan-action.ts";

/** Where the Assessment's lead form says it was opened (stored with the lead). */
export const PRICING_ASSESSMENT_SOURCE = "pricing_assessment";

/**
 * A plan's main button by the spec's label rules (domain/pricing/plan-action.ts): the lead form, /contact, or a card
 * checkout posted to the page's own action. 'Processing...' while this plan's checkout is being started.
 */
export function PlanActionButton({
  plan,
  activePlanSlug,
  featured,
}: {
  plan: Plan;
  activePlanSlug: string | null;
  featured: boolean;
}) {
  const { t } = useTranslation("pricing");
  const navigation = useNavigation();
  const loading =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === "checkout" &&
    navigation.formData.get("plan") === plan.slug;
  const action = planAction({ plan, activePlanSlug, loading });
  const className = buttonClass(featured ? "primary" : "secondary", "w-full px-5 py-3 text-base");
  const label = t(action.key);

  switch (action.kind) {
    case "lead-form":
      return (
        <OpenLeadFormButton source={PRICING_ASSESSMENT_SOURCE} className={className}>
          {label}
        </OpenLeadFormButton>
      );
    case "contact":
      return (
        <LocalizedLink to="/contact" className={className}>
          {label}
        </LocalizedLink>
      );
    case "checkout":
      return (
        <Form
          method="post"
          className="w-full"
          onSubmit={() => track("checkout_started", { plan: plan.slug })}
        >
          <input type="hidden" name="intent" value="checkout" />
          <input type="hidden" name="plan" value={plan.slug} />
          <button type="submit" className={className} disabled={action.disabled} aria-busy={loading}>
            {label}
          </button>
        </Form>
      );
    default:
      return (
        <button type="button" className={className} disabled>
          {label}
        </button>
      );
  }
}

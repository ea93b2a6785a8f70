import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { NewsletterPage } from "#app/components/newsletter/newsletter-page.tsx";
import { NewsletterSchema } from "#app/domain/newsletter/newsletter.ts";
import { formHeaders, PUBLIC_FORM, receiveForm } from "#app/server/form/receive-form.server.ts";
import { subscribeToNewsletter } from "#app/server/newsletter/newsletter.server.ts";
import type { Route } from "./+types/newsletter";

/** Newsletter signup (double opt-in), from the footer on every page and the resources and plan pages. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, NewsletterSchema, PUBLIC_FORM);
  if (!form.valid) return form.answer;
  const stored = await subscribeToNewsletter(form.value.email, form.value.source, form.lang);
  return stored ? form.accept() : form.fail("newsletterFailed", 500);
}

export const headers = formHeaders;

/** The signup as a page: where a JavaScript-less signup lands, showing its thank-you or its errors. */
export default function NewsletterSignupPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  return (
    <NewsletterPage
      title={t("newsletter.pageTitle")}
      description={t("newsletter.pageDescription")}
      heading={t("newsletter.pageHeading")}
    >
      <p className="mt-3 mb-6 text-slate-700">{t("newsletter.pageText")}</p>
      <NewsletterForm answer={actionData} />
      <p className="mt-8">
        <LocalizedLink to="/newsletter/issues" className="font-medium text-brand-700 underline">
          {t("newsletter.pastIssues")}
        </LocalizedLink>
      </p>
    </NewsletterPage>
  );
}

import { useTranslation } from "react-i18next";
import { NewsletterForm } from "#app/components/forms/newsletter-form.tsx";
import { NewsletterPage } from "#app/components/forms/newsletter-page.tsx";
import { NewsletterSchema } from "#app/domain/newsletter.ts";
import { accepted, failed, receivePublicForm } from "#app/server/forms/receive-form.server.ts";
import { subscribeToNewsletter } from "#app/server/newsletter/newsletter.server.ts";
import type { Route } from "./+types/newsletter";

/** Newsletter signup (double opt-in), from the footer on every page and the resources and plan pages. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receivePublicForm(request, context, NewsletterSchema);
  if (form.kind === "answered") return form.response;
  const stored = await subscribeToNewsletter(form.value.email, form.value.source, form.lang);
  return stored ? accepted(form.submission) : failed(form.submission, "newsletterFailed");
}

/** The signup as a page: where a JavaScript-less signup lands, showing its thank-you or its errors. */
export default function NewsletterSignupPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  return (
    <NewsletterPage title={t("newsletter.pageTitle")} heading={t("newsletter.pageHeading")}>
      <p className="mt-3 mb-6 text-slate-700">{t("newsletter.pageText")}</p>
      <NewsletterForm pageResponse={actionData} />
    </NewsletterPage>
  );
}

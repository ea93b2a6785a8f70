import { useTranslation } from "react-i18next";
import { ContactSection } from "#app/components/leads/contact-section.tsx";
import { useContactEmail } from "#app/components/leads/use-contact-email.ts";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { CONTACT_LEAD_SOURCE, ContactFormSchema } from "#app/domain/leads/contact-form.ts";
import { formHeaders, PUBLIC_FORM, receiveForm } from "#app/server/form/receive-form.server.ts";
import { utmFromRequest } from "#app/server/http/attribution.server.ts";
import { recordLead } from "#app/server/leads/leads.server.ts";
import type { Route } from "./+types/contact";

/** The contact form: stored as a lead (source contact_form) with its mails, from any page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, ContactFormSchema, PUBLIC_FORM);
  if (!form.valid) return form.answer;
  const { service, message, page, ...visitor } = form.value;
  const stored = await recordLead({
    ...visitor,
    source: CONTACT_LEAD_SOURCE,
    language: form.lang,
    page,
    utm: utmFromRequest(request),
    contact: { service, message },
  });
  return stored ? form.accept() : form.fail("contactFailed", 500);
}

export const headers = formHeaders;

// A page to read and one form that posts: a document page (decisions 061, 066); the page script clears a field's
// error as it is edited and reports a sent form.
export const handle = documentPage({});
export const clientMiddleware = [loadAsDocument];

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  return (
    <>
      <PageMeta title={t("contact.pageTitle")} description={t("contact.pageDescription")} />
      <ContactSection contactEmail={useContactEmail()} answer={actionData} headingLevel="h1" />
    </>
  );
}

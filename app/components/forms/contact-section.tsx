import { getSelectProps, getTextareaProps } from "@conform-to/react";
import { CalendarClock, Clock, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { Honeypot } from "#app/components/forms/honeypot.tsx";
import { IdentityFields } from "#app/components/forms/identity-fields.tsx";
import { useValidator } from "#app/components/forms/use-validator.ts";
import { LocalizedLink, useLocalizedHref } from "#app/components/language.tsx";
import { SocialLinks } from "#app/components/shell/social-links.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import { FormError, FormSuccess, SelectField, TextAreaField } from "#app/components/ui/form-controls.tsx";
import { useForm } from "#app/components/ui/use-form.ts";
import type { FormAnswer } from "#app/domain/form-answer.ts";
import { CONTACT_SERVICES, FIELD_LIMITS } from "#app/domain/form-fields.ts";

/** The contact form (spec 000 §3, §5, §8; 001 §4, §5, §8), posting to the /contact action from any page. */
export function ContactForm({ contactEmail, answer }: { contactEmail: string; answer?: FormAnswer }) {
  const { t } = useTranslation("forms");
  const href = useLocalizedHref();
  const { pathname, search } = useLocation();
  // Where the visitor came from (a country page's `?country=&customer=`) rides along in the lead's page.
  const context = new URLSearchParams(
    [...new URLSearchParams(search)].filter(([name]) => name === "country" || name === "customer"),
  ).toString();
  const form = useForm({
    check: useValidator("contact"),
    action: href("/contact"),
    fetcher: true,
    messageValues: { email: contactEmail },
    answer,
  });
  const { formProps, fields, errorOf, formError, hasFieldErrors, pending } = form;

  return (
    <Form {...formProps} className="space-y-4" data-testid="contact-form">
      <Honeypot />
      <input type="hidden" name="page" value={context ? `${pathname}?${context}` : pathname} />
      <IdentityFields fields={fields} errorOf={errorOf} pairNameAndEmail />
      <SelectField
        {...getSelectProps(fields.service)}
        label={t("fields.service")}
        error={errorOf(fields.service)}
        required
      >
        <option value="">{t("fields.servicePlaceholder")}</option>
        {CONTACT_SERVICES.map((service) => (
          <option key={service} value={service}>
            {t(`contact.services.${service}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        {...getTextareaProps(fields.message)}
        label={t("fields.message")}
        error={errorOf(fields.message, FIELD_LIMITS.message)}
        rows={5}
        required
      />
      {formError ? (
        <FormError>{formError}</FormError>
      ) : (
        hasFieldErrors && <FormError>{t("errors.fixErrors")}</FormError>
      )}
      <FormSuccess>{form.answer?.sent && !pending && t("contact.success")}</FormSuccess>
      <SubmitButton pending={pending} pendingLabel={t("contact.submitting")}>
        {t("contact.submit")}
      </SubmitButton>
    </Form>
  );
}

/** The reusable #contact section: the form, the contact e-mail, social links, business hours and scheduling. */
export function ContactSection({
  contactEmail,
  answer,
  headingLevel: Heading = "h2",
}: {
  contactEmail: string;
  /** The /contact action's answer when that page received the post. */
  answer?: FormAnswer;
  /** `h1` when the section is the page (/contact). */
  headingLevel?: "h1" | "h2";
}) {
  const { t } = useTranslation("forms");
  const Subheading = Heading === "h1" ? "h2" : "h3";
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <Heading id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("contact.heading")}
        </Heading>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("contact.lead")}</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
            <Subheading className="mb-4 text-xl font-semibold text-slate-900">
              {t("contact.formHeading")}
            </Subheading>
            <ContactForm contactEmail={contactEmail} answer={answer} />
          </div>
          <ContactDetails contactEmail={contactEmail} Heading={Subheading} />
        </div>
      </div>
    </section>
  );
}

function ContactDetails({ contactEmail, Heading }: { contactEmail: string; Heading: "h2" | "h3" }) {
  const { t } = useTranslation("forms");
  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-brand-900 p-6 text-white">
        <Heading className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock className="size-5" aria-hidden />
          {t("contact.scheduleHeading")}
        </Heading>
        <p className="mt-2 text-sm text-brand-100">{t("contact.scheduleText")}</p>
        <LocalizedLink to="/demo-scheduler" className={buttonClass("secondary", "mt-4")}>
          {t("contact.scheduleLink")}
        </LocalizedLink>
      </div>
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <Heading className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Mail className="size-5 text-brand-700" aria-hidden />
          {t("contact.emailHeading")}
        </Heading>
        <a href={`mailto:${contactEmail}`} className="mt-1 inline-block text-brand-700 underline" dir="ltr">
          {contactEmail}
        </a>
        <Heading className="mt-5 flex items-center gap-2 text-base font-semibold text-slate-900">
          <Clock className="size-5 text-brand-700" aria-hidden />
          {t("contact.hoursHeading")}
        </Heading>
        <p className="mt-1 text-sm text-slate-700">{t("contact.hours")}</p>
        <Heading className="mt-5 text-base font-semibold text-slate-900">
          {t("contact.socialHeading")}
        </Heading>
        <SocialLinks className="mt-2 -ms-2 [&_a]:text-slate-600 [&_a:hover]:bg-slate-100 [&_a:hover]:text-slate-900" />
      </div>
    </div>
  );
}

import { CalendarClock, Clock, Mail, MapPin, Phone, ReceiptText } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { deferred } from "#app/components/deferred.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { type FirmContactItem, useFirmContactItems } from "#app/components/shell/firm-contact.tsx";
import { SocialLinks } from "#app/components/shell/social-links.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** The form's code (Conform) loads after the page; the server renders it in full (decision 008). */
const loadContactForm = () =>
  import("#app/components/leads/contact-form.tsx").then((module) => module.ContactForm);
const ContactForm = deferred(loadContactForm, import.meta.env.SSR ? await loadContactForm() : undefined);

/** The query a country page sends visitors here with (`country=…&customer=…`), as a query string. */
function useArrival(): string {
  const { search } = useLocation();
  return new URLSearchParams(
    [...new URLSearchParams(search)].filter(([name]) => name === "country" || name === "customer"),
  ).toString();
}

/**
 * The reusable #contact section: the form, scheduling, the firm's contact details that are configured (address,
 * phone, e-mail, ABN: decision 064), business hours and social links.
 */
export function ContactSection({
  contactEmail,
  answer,
  headingLevel: Heading = "h2",
}: {
  /** Offered in the form's failure message; null: this deployment shows none (decision 064). */
  contactEmail: string | null;
  /** The /contact action's answer when that page received the post. */
  answer?: FormAnswer;
  /** `h1` when the section is the page (/contact). */
  headingLevel?: "h1" | "h2";
}) {
  const { t } = useTranslation("forms");
  const arrival = useArrival();
  const Subheading = Heading === "h1" ? "h2" : "h3";
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-slate-50">
      <div className={`${CONTAINER} py-16`}>
        <Heading id="contact-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t("contact.heading")}
        </Heading>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{t("contact.lead")}</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
            <Subheading className="mb-4 text-xl font-semibold text-slate-900">
              {t("contact.formHeading")}
            </Subheading>
            <Suspense fallback={null}>
              <ContactForm contactEmail={contactEmail} answer={answer} arrival={arrival} />
            </Suspense>
          </div>
          <ContactDetails Heading={Subheading} arrival={arrival} />
        </div>
      </div>
    </section>
  );
}

const CONTACT_ICONS = {
  address: MapPin,
  phone: Phone,
  email: Mail,
  abn: ReceiptText,
} as const satisfies Record<FirmContactItem["key"], unknown>;

function ContactDetails({ Heading, arrival }: { Heading: "h2" | "h3"; arrival: string }) {
  const { t } = useTranslation("forms");
  const contactItems = useFirmContactItems("text-brand-700 underline");
  return (
    <div className="space-y-6">
      <div className="rounded-xl bg-brand-900 p-6 text-white">
        <Heading className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock className="size-5" aria-hidden />
          {t("contact.scheduleHeading")}
        </Heading>
        <p className="mt-2 text-sm text-brand-100">{t("contact.scheduleText")}</p>
        <LocalizedLink
          to={arrival ? `/demo-scheduler?${arrival}` : "/demo-scheduler"}
          className={buttonClass("secondary", "mt-4")}
        >
          {t("cta.discoveryCall")}
        </LocalizedLink>
      </div>
      <div
        className="space-y-5 rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        data-testid="contact-details"
      >
        {contactItems.map(({ key, label, value }) => {
          const Icon = CONTACT_ICONS[key];
          return (
            <div key={key}>
              <Heading className="flex items-center gap-2 text-base font-semibold text-slate-900">
                <Icon className="size-5 text-brand-700" aria-hidden />
                {label}
              </Heading>
              <p className="mt-1 text-sm text-slate-700">{value}</p>
            </div>
          );
        })}
        <div>
          <Heading className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <Clock className="size-5 text-brand-700" aria-hidden />
            {t("contact.hoursHeading")}
          </Heading>
          <p className="mt-1 text-sm text-slate-700">{t("contact.hours")}</p>
        </div>
        <div>
          <Heading className="text-base font-semibold text-slate-900">{t("contact.socialHeading")}</Heading>
          <SocialLinks className="mt-2 -ms-2 [&_a]:text-slate-600 [&_a:hover]:bg-slate-100 [&_a:hover]:text-slate-900" />
        </div>
      </div>
    </div>
  );
}

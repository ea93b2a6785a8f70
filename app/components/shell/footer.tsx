import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ConsentLink } from "#app/components/consent/consent-link.tsx";
import { deferred } from "#app/components/deferred.tsx";
import { FirmContactList } from "#app/components/shell/firm-contact.tsx";
import { Logo } from "#app/components/shell/logo.tsx";
import { NavList } from "#app/components/shell/nav-list.tsx";
import { FooterPartners } from "#app/components/shell/partner-logos.tsx";
import { useSampleContent } from "#app/components/shell/root-data.ts";
import { SocialLinks } from "#app/components/shell/social-links.tsx";
import { CONTAINER } from "#app/components/ui/container.ts";
import {
  ACCOUNT_LINKS,
  LEGAL_LINKS,
  type NavItem,
  RESOURCE_LINKS,
  SOLUTION_LINKS,
} from "#app/content/navigation.ts";

const loadNewsletterForm = () =>
  import("#app/components/newsletter/newsletter-form.tsx").then((m) => m.NewsletterForm);
/** The footer's signup form hydrates after the page: its form library stays out of the first-load bundle. */
const NewsletterForm = deferred(
  loadNewsletterForm,
  import.meta.env.SSR ? await loadNewsletterForm() : undefined,
);

function FooterLinks({ heading, items }: { heading: string; items: NavItem[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{heading}</h2>
      <NavList
        items={items}
        className="mt-3 space-y-2"
        linkClassName="text-sm text-slate-300 hover:text-white"
      />
    </div>
  );
}

const FOOTER_RESOURCE_LINKS: NavItem[] = [
  ...RESOURCE_LINKS,
  { to: "/resources#guides", labelKey: "footer.guides" },
];

export function Footer() {
  const { t } = useTranslation();
  const samples = useSampleContent();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className={`${CONTAINER} grid grid-cols-2 gap-x-6 gap-y-10 py-12 lg:grid-cols-5`}>
        <div className="col-span-2">
          <div className="flex items-center gap-2 [&_span]:text-white">
            <Logo />
          </div>
          <p className="mt-4 max-w-md text-sm leading-6">{t("footer.about")}</p>
          <FirmContactList />
          <h2 className="mt-6 text-sm font-semibold text-white">{t("footer.social")}</h2>
          <SocialLinks className="mt-2 -ms-2" />
        </div>
        <FooterLinks heading={t("footer.solutions")} items={SOLUTION_LINKS} />
        <FooterLinks heading={t("footer.resources")} items={FOOTER_RESOURCE_LINKS} />
        <FooterLinks heading={t("footer.account")} items={ACCOUNT_LINKS} />
      </div>
      <div className={CONTAINER}>
        <section aria-labelledby="newsletter-heading" className="border-t border-slate-800 py-8">
          <h2 id="newsletter-heading" className="text-base font-semibold text-white">
            {t("footer.newsletterHeading")}
          </h2>
          <p className="mt-1 text-sm">{t("footer.newsletterText")}</p>
          <div className="mt-4">
            <Suspense fallback={null}>
              <NewsletterForm source="footer" tone="dark" />
            </Suspense>
          </div>
        </section>
        <FooterPartners />
      </div>
      <div className="border-t border-slate-800">
        <div
          className={`${CONTAINER} flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between`}
        >
          <div className="space-y-1">
            <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
            {samples && (
              <p data-testid="sample-notice" className="text-xs text-slate-400">
                {t("footer.sampleNotice")}
              </p>
            )}
          </div>
          <nav aria-label={t("footer.legal")} className="flex flex-wrap gap-x-5 gap-y-2">
            <NavList
              items={LEGAL_LINKS}
              className="flex flex-wrap gap-x-5 gap-y-2"
              linkClassName="hover:text-white"
            />
            <ConsentLink className="hover:text-white" />
          </nav>
        </div>
      </div>
    </footer>
  );
}

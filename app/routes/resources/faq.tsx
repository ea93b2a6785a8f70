import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { faqPageJsonLd, useTranslatedFaqs } from "#app/components/solutions/faq-items.ts";
import { BandButton, BandLink, CtaBand, FaqList, PageHero, Section } from "#app/components/ui/sections.tsx";
import { FAQ_CATEGORIES, type FaqSelection, faqSelection, faqsIn } from "#app/content/faqs.ts";
import { solutionOf } from "#app/content/solutions.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import type { Route } from "./+types/faq";

export const handle = documentPage(i18nHandle("faq"));
export const clientMiddleware = [loadAsDocument];

/**
 * `/faq` (spec 001 §2.13): fifteen questions, filtered by `?category=` so a filtered view is a link that works
 * without JavaScript; an unknown category shows none and says so.
 */
export function loader({ request }: Route.LoaderArgs) {
  const selection = faqSelection(new URL(request.url).searchParams.get("category"));
  return { selection, faqs: faqsIn(selection) };
}

export default function FaqPage({ loaderData: { selection, faqs } }: Route.ComponentProps) {
  const { t } = useTranslation("faq");
  const items = useTranslatedFaqs(faqs);
  return (
    <>
      <PageMeta
        title={t("faq.meta.title")}
        description={t("faq.meta.description")}
        jsonLd={items.length > 0 ? faqPageJsonLd(items) : undefined}
      />
      <PageHero title={t("faq.hero.title")} lead={t("faq.hero.lead")} />
      <Section title={t("faq.list.title")}>
        <div className="grid gap-8 lg:grid-cols-[15rem_1fr] lg:gap-12">
          <CategoryNav selection={selection} />
          <FaqList items={items} empty={t("faq.empty")} />
        </div>
      </Section>
      <CtaBand
        title={t("faq.more.title")}
        text={t("faq.more.text")}
        actions={
          <>
            <BandButton to="/contact">{t("faq.more.contact")}</BandButton>
            <BandLink to="/resources">{t("faq.more.resources")}</BandLink>
          </>
        }
      />
    </>
  );
}

/** The category sidebar: plain links (`?category=`), the shown one marked for screen readers and the eye. */
function CategoryNav({ selection }: { selection: FaqSelection }) {
  const { t } = useTranslation("faq");
  const links = [
    { category: "all", to: "/faq", label: t("categories.all") },
    ...FAQ_CATEGORIES.map((category) => ({
      category,
      to: `/faq?category=${category}`,
      label: t(`categories.${solutionOf(category).key}`),
    })),
  ];
  return (
    <nav aria-label={t("faq.list.categories")} className="lg:sticky lg:top-24 lg:self-start">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {links.map((link) => {
          const current = link.category === selection;
          return (
            <li key={link.category}>
              <LocalizedLink
                to={link.to}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`block rounded-full border px-4 py-2 text-sm font-medium lg:rounded-md lg:border-0 lg:text-base ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white lg:bg-brand-50 lg:text-brand-800"
                    : "border-slate-300 text-slate-700 hover:border-brand-700 hover:text-brand-700 lg:hover:bg-slate-100"
                }`}
              >
                {link.label}
              </LocalizedLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

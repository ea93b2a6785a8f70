import { useTranslation } from "react-i18next";
import type { Faq } from "#app/content/faqs.ts";

export type TranslatedFaq = { id: string; question: string; answer: string };

/** Catalogue questions in the page's language, answers with their solution's figures filled in. */
export function useTranslatedFaqs(faqs: readonly Faq[]): TranslatedFaq[] {
  const { t } = useTranslation("faq");
  return faqs.map((faq) => ({ id: faq.id, question: t(faq.question), answer: t(faq.answer, faq.values) }));
}

/** schema.org `FAQPage` of the questions a page shows, in its language. */
export function faqPageJsonLd(items: readonly TranslatedFaq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

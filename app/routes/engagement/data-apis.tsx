import { CalendarClock, Gauge, KeyRound, Scale } from "lucide-react";
import { useTranslation } from "react-i18next";
import { DataApiDirectory, DIRECTORY_ANCHOR } from "#app/components/data-apis/data-api-directory.tsx";
import { OpenLeadFormButton } from "#app/components/forms/open-lead-form-button.tsx";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardGrid, CtaBand, ON_DARK_LINK, PageHero, Section } from "#app/components/ui/sections.tsx";
import { planBySlug } from "#app/content/plans.ts";
import { formatMoney } from "#app/domain/money.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";

export const handle = i18nHandle("data-apis");

const INFO = [
  { key: "licensing", Icon: Scale },
  { key: "access", Icon: KeyRound },
  { key: "figures", Icon: Gauge },
] as const;

/** The lead source of the page's consultation call to action. */
const LEAD_SOURCE = "data_apis";

/**
 * `/data-apis` (spec 001 §2.16; issue 13 items 4 and 5): hero, the searchable directory of 20 Australian data APIs
 * (search and category in the URL, favourites in the browser), what to know about them, and a consultation call
 * to action. The page is the same for every anonymous visitor of a URL (cacheable): favourites are decided in the
 * browser.
 */
export default function DataApisPage() {
  const { t } = useTranslation("data-apis");
  const lang = useLanguage();
  const entryKit = planBySlug("entry-kit");
  return (
    <>
      <PageMeta title={t("page.metaTitle")} description={t("page.metaDescription")} />
      <PageHero eyebrow={t("page.eyebrow")} title={t("page.title")} lead={t("page.lead")} />
      <Section id={DIRECTORY_ANCHOR} title={t("directory.title")}>
        <DataApiDirectory />
      </Section>
      <Section id="about-the-data" tone="muted" title={t("info.title")} intro={t("info.intro")}>
        <CardGrid>
          {INFO.map(({ key, Icon }) => (
            <Card key={key} icon={<Icon className="size-5" />} title={t(`info.${key}.title`)}>
              <p>{t(`info.${key}.text`)}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <CtaBand
        title={t("cta.title")}
        text={t("cta.text", { price: formatMoney(entryKit?.priceCents ?? 0, lang) })}
        actions={
          <>
            <OpenLeadFormButton source={LEAD_SOURCE} className={buttonClass("secondary")}>
              <CalendarClock aria-hidden className="size-4" />
              {t("cta.consult")}
            </OpenLeadFormButton>
            <LocalizedLink to="/contact" className={ON_DARK_LINK}>
              {t("cta.contact")}
            </LocalizedLink>
          </>
        }
      />
    </>
  );
}

import { BookOpenText, Download, FlaskConical, Landmark } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink, useLanguage } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card, CardGrid } from "#app/components/ui/sections.tsx";
import { editionLabel, GUIDE_SLUGS, type GuideSlug } from "#app/content/guides/guides.ts";

const ICONS: Record<GuideSlug, typeof BookOpenText> = {
  "australia-tech-playbook": BookOpenText,
  "govtech-procurement-handbook": Landmark,
  "rd-grants-primer": FlaskConical,
};

/**
 * The three gated guides (`#guides`), each with its edition (decision 065). Each download link leads to the guide
 * form below with that guide chosen: a plain link (`?guide=…#guide-form`), so it works without JavaScript too.
 */
export function GuideCards() {
  const { t } = useTranslation("resources");
  const lang = useLanguage();
  return (
    <CardGrid columns={3}>
      {GUIDE_SLUGS.map((slug) => {
        const Icon = ICONS[slug];
        const title = t(`guides.${slug}.title`);
        return (
          <Card
            key={slug}
            icon={<Icon className="size-5" />}
            title={title}
            footer={
              <LocalizedLink
                to={`/resources?guide=${slug}#guide-form`}
                preventScrollReset
                className={buttonClass("secondary")}
              >
                <Download aria-hidden className="size-4" />
                {t("guideCards.download")}
                <span className="sr-only">: {title}</span>
              </LocalizedLink>
            }
          >
            <p className="text-sm font-medium text-brand-700">
              {t("guideCards.format")} · {t("documents.edition", { date: editionLabel(slug, lang) })}
            </p>
            <p className="mt-2">{t(`guides.${slug}.summary`)}</p>
          </Card>
        );
      })}
    </CardGrid>
  );
}

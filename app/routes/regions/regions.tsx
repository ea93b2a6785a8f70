import { FileText, LayoutDashboard, MapPinned } from "lucide-react";
import { useTranslation } from "react-i18next";
import { RegionCard } from "#app/components/regions/region-card.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { BandButton, Card, CardGrid, CtaBand, PageHero, Section } from "#app/components/ui/sections.tsx";
import { REGIONS } from "#app/content/regions.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { notifyAction } from "#app/routes/regions/regions.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/regions";

export const handle = i18nHandle("regions");

/** A coming-soon region's "Notify Me": a lead with source `region_notify_<id>`, or the form's error. */
export function action({ request, context }: Route.ActionArgs) {
  return notifyAction(request, context);
}

export const headers = formHeaders;

const FEATURES = [
  { id: "countries", icon: MapPinned },
  { id: "reports", icon: FileText },
  { id: "dashboards", icon: LayoutDashboard },
] as const;

/**
 * `/regions` (spec 001 §2.5): the four regions. The Middle East is active and leads to its hub; Asia Pacific,
 * Europe and the Americas are in development and take "Notify Me" sign-ups, with or without JavaScript.
 */
export default function RegionsPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("regions");
  return (
    <>
      <PageMeta title={t("regionsPage.metaTitle")} description={t("regionsPage.metaDescription")} />
      <PageHero
        eyebrow={t("regionsPage.eyebrow")}
        title={t("regionsPage.title")}
        lead={t("regionsPage.lead")}
      />
      <Section id="regions" title={t("regionsPage.regionsTitle")} intro={t("regionsPage.regionsIntro")}>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {REGIONS.map((region) => (
            <RegionCard
              key={region.id}
              region={region}
              notifyAnswer={actionData?.region === region.id ? actionData : undefined}
            />
          ))}
        </ul>
      </Section>
      <Section
        id="inside"
        title={t("regionsPage.insideTitle")}
        intro={t("regionsPage.insideIntro")}
        tone="muted"
      >
        <CardGrid>
          {FEATURES.map(({ id, icon: Icon }) => (
            <Card key={id} icon={<Icon className="size-6" />} title={t(`regionsPage.inside.${id}.title`)}>
              {t(`regionsPage.inside.${id}.text`)}
            </Card>
          ))}
        </CardGrid>
      </Section>
      <CtaBand
        title={t("regionsPage.cta.title")}
        text={t("regionsPage.cta.text")}
        actions={<BandButton to="/contact">{t("regionsPage.cta.contact")}</BandButton>}
      />
    </>
  );
}

import { FileText, LayoutDashboard, MapPinned } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { deferred } from "#app/components/deferred.tsx";
import { RegionMap } from "#app/components/maps/region-map.tsx";
import { RegionCard } from "#app/components/regions/region-card.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { BandButton, Card, CardGrid, CtaBand, PageHero, Section } from "#app/components/ui/sections.tsx";
import { COUNTRIES } from "#app/content/countries.ts";
import { OPEN_REGIONS, UPCOMING_REGION_IDS } from "#app/content/regions.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { notifyAction } from "#app/routes/regions/regions.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import { regionPictures } from "#app/server/media/region-images.server.ts";
import type { Route } from "./+types/regions";

export const handle = i18nHandle("regions");

/*
 * The Notify Me form: the server renders it in full (it works without JavaScript), the browser hydrates it once
 * its code (the form library) has loaded after the page (decision 008), as the plan pages' forms.
 */
const loadNotifyForm = () =>
  import("#app/components/regions/region-notify-form.tsx").then((module) => module.RegionNotifyForm);
const RegionNotifyForm = deferred(loadNotifyForm, import.meta.env.SSR ? await loadNotifyForm() : undefined);

/** The pictures staff chose for the regions (decision 086), in the page's language. */
export async function loader({ request }: Route.LoaderArgs) {
  return { pictures: await regionPictures(languageFromPath(new URL(request.url).pathname)) };
}

/** "Notify Me" for a region we do not cover yet: a lead with source `region_notify_<id>`, or the form's error. */
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
 * `/regions` (spec 001 §2.5, decision 063): what exists and one line about what does not. The Middle East hub is a
 * card leading to it; Asia Pacific, Europe and the Americas are one quiet offer of updates ("Notify Me", with or
 * without JavaScript), with no "coming soon" cards.
 */
export default function RegionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("regions");
  return (
    <>
      <PageMeta title={t("regionsPage.metaTitle")} description={t("regionsPage.metaDescription")} />
      <PageHero
        eyebrow={t("regionsPage.eyebrow")}
        title={t("regionsPage.title")}
        lead={t("regionsPage.lead")}
        visual={
          <RegionMap
            codes={COUNTRIES.map((country) => country.code)}
            label={t("regionsPage.mapLabel", { count: COUNTRIES.length })}
          />
        }
      />
      <Section id="regions" title={t("regionsPage.regionsTitle")} intro={t("regionsPage.regionsIntro")}>
        <div className="grid grid-cols-1 gap-6">
          {OPEN_REGIONS.map((region) => (
            <RegionCard key={region.id} region={region} image={loaderData.pictures[region.id] ?? null} />
          ))}
        </div>
        {UPCOMING_REGION_IDS.length > 0 && (
          <Suspense fallback={null}>
            <RegionNotifyForm regions={UPCOMING_REGION_IDS} answer={actionData} chosen={actionData?.region} />
          </Suspense>
        )}
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

import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { deferred } from "#app/components/deferred.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { GuideCards } from "#app/components/resources/guide-cards.tsx";
import { LatestPosts } from "#app/components/resources/latest-posts.tsx";
import { WebinarInvitation } from "#app/components/resources/webinar-invitation.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PageHero, Section } from "#app/components/ui/sections.tsx";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { guideRequestAction, resourcesPageData } from "#app/routes/resources/resources.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/resources";

export const handle = i18nHandle("resources");

/*
 * The two forms sit below the fold: the server renders them in full (they work without JavaScript), the browser
 * hydrates them once their code has loaded after the page, keeping the form library out of the first load
 * (decision 008).
 */
const loadGuideRequest = () =>
  import("#app/components/resources/guide-request.tsx").then((module) => module.GuideRequest);
const GuideRequest = deferred(loadGuideRequest, import.meta.env.SSR ? await loadGuideRequest() : undefined);
const loadNewsletterForm = () =>
  import("#app/components/newsletter/newsletter-form.tsx").then((module) => module.NewsletterForm);
const NewsletterForm = deferred(
  loadNewsletterForm,
  import.meta.env.SSR ? await loadNewsletterForm() : undefined,
);

/** The newest public blog posts (`null` when the blog could not be read). */
export function loader() {
  return resourcesPageData();
}

/** A guide request, answered with the guide's signed link so the download starts on the page. */
export function action({ request, context }: Route.ActionArgs) {
  return guideRequestAction(request, context);
}

export const headers = formHeaders;

/** Choosing a guide (`?guide=`) or sending a form changes nothing the loader reads: no refetch of the posts. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod || currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/** `/resources` (spec 001 §2.12): the gated guides and their form, a webinar card, the latest posts, the newsletter. */
export default function ResourcesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("resources");
  const [params] = useSearchParams();
  return (
    <>
      <PageMeta title={t("resources.title")} description={t("resources.description")} />
      <PageHero
        eyebrow={t("resources.eyebrow")}
        title={t("resources.heading")}
        lead={t("resources.lead")}
        actions={
          <>
            <a href="#guides" className={buttonClass("primary")}>
              {t("resources.toGuides")}
            </a>
            <a href="#subscribe" className={buttonClass("secondary")}>
              {t("resources.toSubscribe")}
            </a>
          </>
        }
      />
      <Section id="guides" title={t("resources.guidesTitle")} intro={t("resources.guidesIntro")}>
        <GuideCards />
      </Section>
      <Suspense fallback={null}>
        <GuideRequest
          selected={params.get("guide")}
          linkInvalid={params.get("link") === "invalid"}
          answer={actionData}
        />
      </Suspense>
      <WebinarInvitation />
      <Section title={t("resources.latestTitle")} intro={t("resources.latestIntro")} tone="muted">
        <LatestPosts posts={loaderData.latest} />
        <p className="mt-8">
          <LocalizedLink to="/blog" className={buttonClass("secondary")}>
            {t("resources.viewAll")}
          </LocalizedLink>
        </p>
      </Section>
      <Section id="subscribe" title={t("resources.subscribeTitle")} intro={t("resources.subscribeText")}>
        <Suspense fallback={null}>
          <NewsletterForm
            source="resources_page"
            pendingText={t("resources.subscribeProcessing")}
            messagesNs="resources"
          />
        </Suspense>
      </Section>
    </>
  );
}

import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { LocalizedLink } from "#app/components/language.tsx";
import { NewsletterForm } from "#app/components/newsletter/newsletter-form.tsx";
import { GuideCards } from "#app/components/resources/guide-cards.tsx";
import { type GuideAnswer, GuideRequest } from "#app/components/resources/guide-request.tsx";
import { LatestPosts } from "#app/components/resources/latest-posts.tsx";
import { WebinarInvitation } from "#app/components/resources/webinar-invitation.tsx";
import { documentPage, loadAsDocument } from "#app/components/shell/document-page.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PageHero, Section } from "#app/components/ui/sections.tsx";
import { type FormAnswer, formIntentOf } from "#app/domain/form/form-answer.ts";
import { languageFromPath } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { resourcesAction, resourcesPageData } from "#app/routes/resources/resources.server.ts";
import { formHeaders } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/resources";

// Guides, posts and two forms that post: a document page (decisions 061, 066). Each form posts to the page, which
// answers in place (`#guide-form`, `#subscribe`); the page script shows the form being sent, starts the guide's
// download and clears the newsletter's thank-you.
export const handle = documentPage(i18nHandle("resources"));
export const clientMiddleware = [loadAsDocument];

/** The newest public blog posts (`null` when the blog could not be read). */
export function loader({ request }: Route.LoaderArgs) {
  return resourcesPageData(languageFromPath(new URL(request.url).pathname));
}

/** A guide request (answered with the guide's signed link) or a newsletter signup, told apart by `intent`. */
export function action({ request, context }: Route.ActionArgs) {
  return resourcesAction(request, context);
}

export const headers = formHeaders;

/** `/resources` (spec 001 §2.12): the gated guides and their form, a webinar card, the latest posts, the newsletter. */
export default function ResourcesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("resources");
  const [params] = useSearchParams();
  const intent = formIntentOf(actionData);
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
      <GuideRequest
        selected={params.get("guide")}
        linkInvalid={params.get("link") === "invalid"}
        answer={intent === "guide" ? (actionData as GuideAnswer) : undefined}
      />
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
        <NewsletterForm
          action="/resources#subscribe"
          intent="subscribe"
          answer={intent === "subscribe" ? (actionData as FormAnswer) : undefined}
          pendingText={t("resources.subscribeProcessing")}
          messagesNs="resources"
        />
      </Section>
    </>
  );
}

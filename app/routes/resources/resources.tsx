import { Video } from "lucide-react";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { z } from "zod";
import { deferred } from "#app/components/deferred.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { GuideCards } from "#app/components/resources/guide-cards.tsx";
import { LatestPosts } from "#app/components/resources/latest-posts.tsx";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { PageHero, Section } from "#app/components/ui/sections.tsx";
import { GUIDE_SLUGS, guideLeadSource } from "#app/content/guides/guides.ts";
import { excerpt } from "#app/domain/blog/excerpt.ts";
import { LeadFormSchema } from "#app/domain/leads/lead-form.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { blogPostList } from "#app/server/blog/blog.server.ts";
import { formHeaders, PUBLIC_FORM, receiveForm, withData } from "#app/server/form/receive-form.server.ts";
import { utmFromRequest } from "#app/server/http/attribution.server.ts";
import { recordLead } from "#app/server/leads/leads.server.ts";
import { documentLink } from "#app/server/pdf/document-links.server.ts";
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

/** How many of the newest posts the page shows. */
const LATEST_POSTS = 3;

/** The newest public blog posts, excerpts cut (spec 001 §7.3); `null` when the blog could not be read. */
export async function loader() {
  const { posts, failed } = await blogPostList();
  return {
    latest: failed
      ? null
      : posts.slice(0, LATEST_POSTS).map(({ slug, title, excerpt: text, publishedAt }) => ({
          slug,
          title,
          excerpt: excerpt(text),
          publishedAt,
        })),
  };
}

/** The guide form: the lead form's fields and the guide asked for, which names the lead's source. */
const GuideRequestSchema = LeadFormSchema.extend({ guide: z.enum(GUIDE_SLUGS) });

/**
 * A guide request: stored as a lead with source `guide_{slug}` and its mail (with the signed link) in one
 * transaction, then answered with the same signed link, so the download starts on the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, GuideRequestSchema, PUBLIC_FORM);
  if (!form.valid) return form.answer;
  const { guide, ...lead } = form.value;
  const stored = await recordLead({
    ...lead,
    source: guideLeadSource(guide),
    guide,
    language: form.lang,
    utm: utmFromRequest(request),
  });
  if (!stored) return form.fail("leadFailed", 500);
  return withData(form.accept(), { guide, download: documentLink(guide, form.lang, lead.email) });
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
      <Section title={t("resources.webinarTitle")}>
        <div className="flex flex-col gap-6 rounded-xl bg-brand-900 p-8 text-white sm:flex-row sm:items-center">
          <span
            aria-hidden
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-white/10"
          >
            <Video className="size-6" />
          </span>
          <p className="flex-1 text-lg text-brand-100">{t("resources.webinarText")}</p>
          <LocalizedLink to="/contact" className={buttonClass("secondary", "shrink-0")}>
            {t("resources.webinarAction")}
          </LocalizedLink>
        </div>
      </Section>
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

/** What `/resources` reads and does on the server: the latest posts, the guide request and the newsletter box. */
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { GUIDE_SLUGS, guideLeadSource } from "#app/content/guides/guides.ts";
import { excerpt } from "#app/domain/blog/excerpt.ts";
import { emailAddress } from "#app/domain/form/form-schema-parts.ts";
import type { LanguageCode } from "#app/domain/languages.ts";
import { LeadFormSchema } from "#app/domain/leads/lead-form.ts";
import { blogPostList } from "#app/server/blog/blog.server.ts";
import { PUBLIC_FORM, receiveForm, withData } from "#app/server/form/receive-form.server.ts";
import { utmFromRequest } from "#app/server/http/attribution.server.ts";
import { recordLead } from "#app/server/leads/leads.server.ts";
import { subscribeToNewsletter } from "#app/server/newsletter/newsletter.server.ts";
import { documentLink } from "#app/server/pdf/document-links.server.ts";

/** How many of the newest posts the page shows. */
const LATEST_POSTS = 3;

/**
 * The newest public blog posts, in `lang` where translated, excerpts cut (spec 001 §7.3); `null` when the blog could
 * not be read.
 */
export async function resourcesPageData(lang: LanguageCode) {
  const { posts, failed } = await blogPostList(lang);
  return {
    latest: failed
      ? null
      : posts.slice(0, LATEST_POSTS).map(({ slug, title, excerpt: text, publishedAt, ...shown }) => ({
          slug,
          title,
          excerpt: excerpt(text),
          publishedAt,
          lang: shown.lang,
          isFallback: shown.isFallback,
        })),
  };
}

/**
 * The page's two forms, told apart by `intent`: the guide form (the lead form's fields and the guide asked for,
 * which names the lead's source) and the newsletter box.
 */
const ResourcesFormSchema = z.discriminatedUnion("intent", [
  LeadFormSchema.extend({ intent: z.literal("guide"), guide: z.enum(GUIDE_SLUGS) }),
  z.object({ intent: z.literal("subscribe"), email: emailAddress }),
]);

/**
 * The page's action. A guide request: stored as a lead with source `guide_{slug}` and its mail (with the signed
 * link) in one transaction, then answered with the same signed link, so the download starts on the page. The
 * newsletter box: the double opt-in signup with source `resources_page`, answered with the thank-you. Every post
 * goes through the one form pipeline (body limit, honeypot, rate limit, zod).
 */
export async function resourcesAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, ResourcesFormSchema, PUBLIC_FORM);
  if (!form.valid) return form.answer;
  if (form.value.intent === "subscribe") {
    const stored = await subscribeToNewsletter(form.value.email, "resources_page", form.lang);
    return stored ? withData(form.accept(), { intent: "subscribe" }) : form.fail("newsletterFailed", 500);
  }
  const { intent, guide, ...lead } = form.value;
  const stored = await recordLead({
    ...lead,
    source: guideLeadSource(guide),
    guide,
    language: form.lang,
    utm: utmFromRequest(request),
  });
  if (!stored) return form.fail("leadFailed", 500);
  return withData(form.accept(), { intent, guide, download: documentLink(guide, form.lang, lead.email) });
}

import { createHash } from "node:crypto";
import { type Plan, type PlanSlug, planBySlug, planCaseStudyTexts } from "#app/content/plans.ts";
import { directionOf, type LanguageCode, localHref } from "#app/domain/languages.ts";
import { priceLabel } from "#app/domain/pricing/price-label.ts";
import { translateDataKey } from "#app/i18n/data-key.ts";
import { serverT } from "#app/i18n/i18n.server.ts";
import { showsSampleContent } from "#app/server/db/seed/sample-content.server.ts";
import template from "#app/server/pdf/blueprint.typ?raw";
import { cachedPdf } from "#app/server/pdf/pdf-cache.server.ts";
import { printedSiteHost } from "#app/server/pdf/printed-address.server.ts";
import { fontsFor, unlessQueueFull } from "#app/server/pdf/render-pdf.server.ts";

/**
 * A plan's blueprint (spec 001 §2.2, §4 "PDF download", §7.3 "/pdfs"): the plan page as a printable PDF in a
 * language, made with the site's one PDF mechanism (docs/decisions/015-pdf-documents.md) from the plan catalogue's
 * texts, so the PDF and the page cannot disagree. Public: the page's blueprint form leads to it, and anyone may
 * open `/pdfs/<slug>-blueprint.pdf`.
 */

/** The lead source of a blueprint request (spec 001 §3 "Lead"): `pdf_download_{plan_slug}`. */
export const blueprintLeadSource = (slug: PlanSlug) => `pdf_download_${slug}`;

/** The site path of a plan's blueprint in a language. */
export const blueprintPath = (slug: PlanSlug, lang: LanguageCode) =>
  localHref(lang, `/pdfs/${slug}-blueprint.pdf`);

/** The plan a file name `<slug>-blueprint.pdf` names, if any. */
export function planOfBlueprintFile(file: string | undefined): Plan | undefined {
  const match = /^([a-z0-9-]+)-blueprint\.pdf$/.exec(file ?? "");
  return match ? planBySlug(match[1]) : undefined;
}

export type RenderedBlueprint = {
  bytes: Buffer;
  /** A strong validator of the bytes: the same build and language give the same tag. */
  etag: string;
  /** The document's title in its language, for the downloaded file's name. */
  title: string;
};

/**
 * Read (or rendered, once per content: pdf-cache.server.ts) once per process, plan, language and whether the sample
 * content is shown, and kept: the texts only change with a build. Failures are not kept.
 */
const rendered = new Map<string, Promise<RenderedBlueprint>>();

export async function renderBlueprint(plan: Plan, lang: LanguageCode): Promise<RenderedBlueprint> {
  const samples = await showsSampleContent();
  const key = `${plan.slug}:${lang}:${samples}`;
  let blueprint = rendered.get(key);
  if (!blueprint) {
    blueprint = build(plan, lang, samples);
    rendered.set(key, blueprint);
    blueprint.catch(() => rendered.delete(key));
  }
  return blueprint;
}

async function build(plan: Plan, lang: LanguageCode, samples: boolean): Promise<RenderedBlueprint> {
  const t = serverT(lang, "pricing");
  const own = serverT(lang, "pricing-plan");
  const site = printedSiteHost();
  const name = t(plan.name);
  const title = `${name} – ${own("pdf.kind")}`;
  const { price, period } = priceLabel(plan, lang, (key) => t(key));
  const study = planCaseStudyTexts(plan.caseStudy);
  const told = (key: string) => translateDataKey(t, key, study.values);
  const data = {
    lang,
    dir: directionOf(lang),
    fonts: fontsFor(lang),
    brand: serverT(lang)("brand.name"),
    site,
    title,
    kind: own("pdf.kind"),
    plan: name,
    tagline: t(plan.tagline),
    price,
    period,
    description: t(plan.description),
    audience: plan.targetAudience.map((key) => t(key)),
    features: plan.features.map((key) => t(key)),
    process: plan.process.map((step) => ({ title: t(step.title), description: t(step.description) })),
    support: t(plan.support.text, plan.support.response),
    outcomes: plan.outcomes.map((key) => t(key)),
    // The plan's story is illustrative: left out once staff removed the sample content (decision 080).
    caseStudy: samples
      ? {
          client: told(study.client),
          challenge: told(study.challenge),
          result: told(study.result),
          // "Illustrative example, not a specific client's results." under a story that is one; null (none) else.
          note: study.illustrative ? serverT(lang, "case-studies")("illustrativeNote.one") : null,
        }
      : null,
    next: own("pdf.contactText", { plan: name, site }),
    labels: {
      price: own("pdf.price"),
      overview: own("pdf.overview"),
      who: own("plan.whoTitle"),
      what: own("plan.whatTitle"),
      how: own("plan.howTitle"),
      support: own("plan.supportTitle"),
      outcomes: own("plan.outcomesTitle"),
      caseStudy: own("plan.caseStudyTitle"),
      challenge: own("plan.challenge"),
      result: own("plan.result"),
      next: own("pdf.contactTitle"),
    },
  };
  const bytes = await cachedPdf({ name: `blueprint-${plan.slug}-${lang}`, template, data });
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`;
  return { bytes, etag, title };
}

/**
 * The blueprint as a download: `application/pdf` as an attachment (an ASCII file name and the translated title),
 * cacheable by anyone for a day (it is the same for every visitor), 304 when the browser has these bytes; 503 with
 * Retry-After while the render queue is full.
 */
export function blueprintResponse(request: Request, plan: Plan, lang: LanguageCode) {
  return unlessQueueFull(async () => {
    const blueprint = await renderBlueprint(plan, lang);
    const headers = new Headers({
      "Cache-Control": "public, max-age=86400",
      ETag: blueprint.etag,
      "Content-Language": lang,
    });
    if (request.headers.get("if-none-match") === blueprint.etag)
      return new Response(null, { status: 304, headers });
    headers.set("Content-Type", "application/pdf");
    headers.set("Content-Length", String(blueprint.bytes.byteLength));
    headers.set(
      "Content-Disposition",
      `attachment; filename="${plan.slug}-blueprint-${lang}.pdf"; filename*=UTF-8''${encodeRfc5987(`${blueprint.title}.pdf`)}`,
    );
    return new Response(new Uint8Array(blueprint.bytes), { headers });
  });
}

const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

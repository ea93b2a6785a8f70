/**
 * The pre-deployment checks (spec 001 §2.22 and §9, decision 032): twelve checks over a loaded page, each `pass`,
 * `warn` or `error`, with a summary and the elements that failed; the pass rate is passed / total in percent.
 * Pure functions over a `Document` (the page as the browser laid it out: computed styles and boxes come from the
 * document's own window) and a few numbers the runner measured. No React, no I/O.
 */

import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN } from "#app/domain/meta-description.ts";
import {
  BLACK,
  blend,
  colorsIn,
  contrastRatio,
  parseColor,
  type Rgba,
  WHITE,
} from "#app/domain/pre-deployment/pre-deployment-checks-colour.ts";
import type { Texts, TranslationKey } from "#app/domain/translation-keys.ts";

export { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN };

/** Spec §9: a page must have loaded within this many milliseconds. */
export const MAX_LOAD_MS = 3000;
/** Spec §9: a title shorter than this is flagged. */
export const TITLE_MIN_LENGTH = 5;
/** Spec §9: paragraphs under 10 or over 500 characters are flagged. */
export const PARAGRAPH_MIN_LENGTH = 10;
export const PARAGRAPH_MAX_LENGTH = 500;
/** Spec §9: more elements than this in the document are flagged. */
export const MAX_DOM_ELEMENTS = 1500;
/** Spec §9: more render-blocking scripts than this are flagged. */
export const MAX_BLOCKING_SCRIPTS = 3;
/** Spec §9: an image more than this many times its display size is flagged. */
export const MAX_IMAGE_SCALE = 2;
/** Spec §9: contrast is flagged (an error) above this many low-contrast elements; up to it, a warning. */
export const MAX_LOW_CONTRAST_ELEMENTS = 5;
/** WCAG 2 AA: normal text needs 4.5:1, large text (24 px, or 18.66 px bold) 3:1. */
export const MIN_CONTRAST = 4.5;
export const MIN_CONTRAST_LARGE = 3;
const LARGE_TEXT_PX = 24;
const LARGE_BOLD_TEXT_PX = 18.66;
/** A check lists at most this many elements (the count in its summary is the whole number). */
export const MAX_ITEMS = 25;

export const CHECK_IDS = [
  "browserCompatibility",
  "responsiveness",
  "content",
  "images",
  "formValidation",
  "links",
  "seo",
  "analytics",
  "performance",
  "accessibility",
  "errorHandling",
  "loadingStates",
] as const;
export type CheckId = (typeof CHECK_IDS)[number];
export type CheckStatus = "pass" | "warn" | "error";

/** A translation key of the `pre-deployment` namespace and its values. */
/** A text of the `pre-deployment` namespace and the values it interpolates. */
export type CheckMessage = {
  key: TranslationKey<"pre-deployment">;
  values?: Record<string, string | number>;
};
/** One finding: the element (a short description, as in developer tools) and what is wrong with it. */
export type CheckItem = { status: Exclude<CheckStatus, "pass">; element: string; issue: CheckMessage };
export type CheckResult = { id: CheckId; status: CheckStatus; details: CheckMessage; items: CheckItem[] };

/** What the runner fetched for an address under the page that does not exist. */
export type NotFoundProbe = { status: number; document: Document | null };

/** A loaded page and what was measured while it loaded. */
export type PageSnapshot = {
  document: Document;
  /** From the start of navigation to the end of the load event. */
  loadTimeMs: number;
  /** The layout viewport's width in CSS pixels (without a scroll bar). */
  viewportWidth: number;
  /** The page's HTTP status as the browser reports it; 0 when it does not say. */
  status: number;
  /** The probe of a missing address under the page; null when it could not be made. */
  notFound: NotFoundProbe | null;
};

// ——— helpers over the document ———

type StyleOf = (element: Element) => CSSStyleDeclaration;

/** Computed styles through the document's own window (an iframe's), each element's read once. */
function styleReader(document: Document): StyleOf {
  const view = document.defaultView;
  const cache = new Map<Element, CSSStyleDeclaration>();
  return (element) => {
    let style = cache.get(element);
    if (!style) {
      style = view!.getComputedStyle(element);
      cache.set(element, style);
    }
    return style;
  };
}

const collapse = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function snippet(text: string, length = 60): string {
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join("")}…` : text;
}

/** A short description of an element, like developer tools show it: `a[href="#"] "Read more"`. */
export function describeElement(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const id = element.id ? `#${element.id}` : "";
  const attributes = ["src", "href", "name", "type", "for", "action", "rel", "target"]
    .filter((name) => element.hasAttribute(name) && !(name === "type" && tag === "button"))
    .slice(0, 2)
    .map((name) => `[${name}="${snippet(element.getAttribute(name) ?? "", 50)}"]`)
    .join("");
  const text = tag === "script" || tag === "style" ? "" : collapse(element.textContent);
  return `${tag}${id}${attributes}${text ? ` "${snippet(text)}"` : ""}`;
}

/** Hidden from everyone: `hidden`, `display: none` or `visibility: hidden` on it or around it, a closed `<details>`. */
function isHidden(element: Element, styleOf: StyleOf): boolean {
  const own = styleOf(element);
  if (own.visibility === "hidden" || own.visibility === "collapse") return true;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute("hidden") || styleOf(node).display === "none") return true;
    const parent = node.parentElement;
    if (parent?.tagName === "DETAILS" && !parent.hasAttribute("open") && node.tagName !== "SUMMARY")
      return true;
  }
  return false;
}

const box = (element: Element) => element.getBoundingClientRect();

/** The elements of a list that matter for a page's people: not hidden (see `isHidden`). */
function shown<T extends Element>(elements: Iterable<T>, styleOf: StyleOf): T[] {
  return [...elements].filter((element) => !isHidden(element, styleOf));
}

/** Worst status of the findings; `pass` without any. */
function statusOf(items: readonly CheckItem[]): CheckStatus {
  if (items.some((item) => item.status === "error")) return "error";
  return items.length > 0 ? "warn" : "pass";
}

function result(id: CheckId, items: CheckItem[], values: Record<string, string | number> = {}): CheckResult {
  const status = statusOf(items);
  const errors = items.filter((item) => item.status === "error");
  // Errors first, then warnings, each in document order; the summary counts them all.
  const listed = [...errors, ...items.filter((item) => item.status === "warn")].slice(0, MAX_ITEMS);
  return {
    id,
    status,
    details: {
      key: status === "pass" ? `checks.${id}.ok` : "summary.problems",
      values: { ...values, count: items.length },
    },
    items: listed,
  };
}

const finding = (
  status: CheckItem["status"],
  element: string,
  key: keyof Texts<"pre-deployment">["issues"],
  values?: CheckMessage["values"],
): CheckItem => ({
  status,
  element,
  issue: values ? { key: `issues.${key}`, values } : { key: `issues.${key}` },
});

/** The accessible name of a control or link, as assistive technology computes it (the common cases). */
export function accessibleName(element: Element): string {
  const document = element.ownerDocument;
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const text = collapse(
      labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
    if (text) return text;
  }
  const label = collapse(element.getAttribute("aria-label"));
  if (label) return label;
  const tag = element.tagName;
  if (tag === "IMG" || (tag === "INPUT" && element.getAttribute("type") === "image")) {
    return collapse(element.getAttribute("alt")) || collapse(element.getAttribute("title"));
  }
  if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") {
    const type = element.getAttribute("type");
    if (tag === "INPUT" && (type === "submit" || type === "button" || type === "reset")) {
      return collapse(element.getAttribute("value")) || (type === "submit" ? "submit" : "");
    }
    const labels = [
      ...(element.id
        ? [...document.querySelectorAll("label[for]")].filter(
            (node) => node.getAttribute("for") === element.id,
          )
        : []),
      ...(element.closest("label") ? [element.closest("label")!] : []),
    ];
    const text = collapse(labels.map((node) => node.textContent).join(" "));
    return text || collapse(element.getAttribute("title")) || collapse(element.getAttribute("placeholder"));
  }
  return collapse(textForName(element)) || collapse(element.getAttribute("title"));
}

/** The text a link or button's content gives its name: text, images' alt, SVG titles; not aria-hidden parts. */
function textForName(element: Element): string {
  let text = "";
  for (const node of element.childNodes) {
    if (node.nodeType === 3) text += node.textContent ?? "";
    if (node.nodeType !== 1) continue;
    const child = node as Element;
    if (child.getAttribute("aria-hidden") === "true" || child.hasAttribute("hidden")) continue;
    const label = child.getAttribute("aria-label");
    if (label) text += ` ${label} `;
    else if (child.tagName === "IMG") text += ` ${child.getAttribute("alt") ?? ""} `;
    else if (child.tagName.toLowerCase() === "svg")
      text += ` ${child.querySelector("title")?.textContent ?? ""} `;
    else text += ` ${textForName(child)} `;
  }
  return text;
}

// ——— the twelve checks ———

/** Doctype `html` (standards mode), `<html lang>`, UTF-8 and a viewport declaration: what every browser needs. */
export function checkBrowserCompatibility({ document }: PageSnapshot): CheckResult {
  const items: CheckItem[] = [];
  if (document.doctype?.name.toLowerCase() !== "html")
    items.push(finding("error", "<!DOCTYPE>", "doctypeMissing"));
  if (!collapse(document.documentElement.getAttribute("lang")))
    items.push(finding("error", "html", "langMissing"));
  if (document.characterSet.toLowerCase() !== "utf-8")
    items.push(finding("error", "meta[charset]", "charsetNotUtf8", { charset: document.characterSet }));
  if (!document.querySelector('meta[name="viewport"]'))
    items.push(finding("error", 'meta[name="viewport"]', "viewportMissing"));
  return result("browserCompatibility", items);
}

/** Does an element sit in a box that scrolls or clips sideways (a wide table in its scroll area)? */
function insideSidewaysClip(element: Element, styleOf: StyleOf): boolean {
  for (
    let node = element.parentElement;
    node && node !== node.ownerDocument.body;
    node = node.parentElement
  ) {
    if (styleOf(node).overflowX !== "visible" && styleOf(node).overflowX !== "") return true;
  }
  return false;
}

/**
 * A viewport set to the device's width (and zoom left on), the page not scrolling sideways, no element wider than
 * the viewport unless it sits in a box that scrolls or clips sideways.
 */
export function checkResponsiveness({ document, viewportWidth }: PageSnapshot): CheckResult {
  const styleOf = styleReader(document);
  const items: CheckItem[] = [];
  const viewport = document.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? "";
  const settings = viewport.toLowerCase().replace(/\s+/g, "");
  if (!/(^|,)width=device-width(,|$)/.test(settings)) {
    items.push(finding("error", 'meta[name="viewport"]', "viewportNotDeviceWidth"));
  }
  if (/(^|,)user-scalable=(no|0)(,|$)/.test(settings) || /(^|,)maximum-scale=1(\.0*)?(,|$)/.test(settings)) {
    items.push(finding("warn", 'meta[name="viewport"]', "zoomDisabled"));
  }
  const overflow = document.documentElement.scrollWidth - viewportWidth;
  if (overflow > 1) items.push(finding("error", "html", "scrollsSideways", { pixels: Math.round(overflow) }));
  for (const element of shown(document.body.querySelectorAll("*"), styleOf)) {
    const width = box(element).width;
    if (width <= viewportWidth + 1 || insideSidewaysClip(element, styleOf)) continue;
    // The outermost too-wide element says it; its children are as wide because it is.
    const parent = element.parentElement;
    if (parent && parent !== document.body && box(parent).width > viewportWidth + 1) continue;
    items.push(
      finding("error", describeElement(element), "widerThanViewport", {
        width: Math.round(width),
        viewport: Math.round(viewportWidth),
      }),
    );
  }
  return result("responsiveness", items, { viewport: Math.round(viewportWidth) });
}

/** Visible text on the page, and every non-empty paragraph 10 to 500 characters long (spec §9). */
export function checkContent({ document }: PageSnapshot): CheckResult {
  const styleOf = styleReader(document);
  const items: CheckItem[] = [];
  if (!collapse(document.body?.textContent)) items.push(finding("error", "body", "noText"));
  const paragraphs = shown(document.querySelectorAll("p"), styleOf)
    .map((element) => ({ element, length: Array.from(collapse(element.textContent)).length }))
    .filter(({ length }) => length > 0);
  for (const { element, length } of paragraphs) {
    if (length < PARAGRAPH_MIN_LENGTH) {
      items.push(
        finding("warn", describeElement(element), "paragraphShort", { length, min: PARAGRAPH_MIN_LENGTH }),
      );
    } else if (length > PARAGRAPH_MAX_LENGTH) {
      items.push(
        finding("warn", describeElement(element), "paragraphLong", { length, max: PARAGRAPH_MAX_LENGTH }),
      );
    }
  }
  return result("content", items, { paragraphs: paragraphs.length });
}

const isSvg = (image: HTMLImageElement) =>
  /\.svg(?:[?#]|$)/i.test(image.currentSrc || image.getAttribute("src") || "") ||
  /^data:image\/svg/i.test(image.getAttribute("src") ?? "");

/**
 * Every image has a text alternative (`alt`, empty for decoration, or marked decorative), every loaded one has
 * loaded, and a shown raster image is at most twice its display size (SVG scales without cost: exempt).
 */
export function checkImages({ document }: PageSnapshot): CheckResult {
  const styleOf = styleReader(document);
  const items: CheckItem[] = [];
  const images = [...document.querySelectorAll("img")] as HTMLImageElement[];
  for (const image of images) {
    const decorative =
      ["presentation", "none"].includes(image.getAttribute("role") ?? "") ||
      image.getAttribute("aria-hidden") === "true";
    if (!image.hasAttribute("alt") && !decorative)
      items.push(finding("error", describeElement(image), "altMissing"));
    if (isHidden(image, styleOf)) continue;
    if (image.complete && image.naturalWidth === 0 && image.naturalHeight === 0 && !isSvg(image)) {
      items.push(finding("error", describeElement(image), "imageBroken"));
      continue;
    }
    const { width, height } = box(image);
    if (isSvg(image) || width <= 0 || height <= 0 || image.naturalWidth === 0) continue;
    const scale = Math.max(image.naturalWidth / width, image.naturalHeight / height);
    if (scale > MAX_IMAGE_SCALE) {
      items.push(
        finding("warn", describeElement(image), "imageOversized", {
          natural: `${image.naturalWidth}×${image.naturalHeight}`,
          display: `${Math.round(width)}×${Math.round(height)}`,
          scale: Math.round(scale * 100) / 100,
        }),
      );
    }
  }
  return result("images", items, { images: images.length });
}

const NOT_FILLED = new Set(["hidden", "submit", "button", "reset", "image"]);
const CONSTRAINED_TYPES = new Set([
  "email",
  "url",
  "tel",
  "number",
  "date",
  "datetime-local",
  "month",
  "time",
]);
const CONSTRAINTS = ["required", "pattern", "minlength", "maxlength", "min", "max"];

/**
 * Every field people fill in has a label (an error without one); every form names its `action` (so it posts without
 * JavaScript); an e-mail field is `type="email"`; a form that posts constrains its input somewhere (`required`, a
 * typed field, a pattern or bounds) so browsers validate before sending.
 */
export function checkFormValidation({ document }: PageSnapshot): CheckResult {
  const styleOf = styleReader(document);
  const items: CheckItem[] = [];
  const forms = shown(document.querySelectorAll("form"), styleOf);
  for (const form of forms) {
    if (!collapse(form.getAttribute("action")))
      items.push(finding("warn", describeElement(form), "formActionMissing"));
    const fields = shown(form.querySelectorAll("input, select, textarea"), styleOf).filter(
      (field) => !NOT_FILLED.has((field.getAttribute("type") ?? "text").toLowerCase()),
    );
    for (const field of fields) {
      if (!accessibleName(field)) items.push(finding("error", describeElement(field), "fieldLabelMissing"));
      const type = (field.getAttribute("type") ?? "text").toLowerCase();
      const looksLikeEmail =
        field.getAttribute("autocomplete") === "email" ||
        /(^|[^a-z])e-?mail/i.test(field.getAttribute("name") ?? "");
      if (field.tagName === "INPUT" && looksLikeEmail && type !== "email") {
        items.push(finding("warn", describeElement(field), "emailTypeMissing"));
      }
    }
    const posts = (form.getAttribute("method") ?? "get").toLowerCase() === "post";
    const constrained = fields.some(
      (field) =>
        CONSTRAINTS.some((name) => field.hasAttribute(name)) ||
        CONSTRAINED_TYPES.has((field.getAttribute("type") ?? "").toLowerCase()) ||
        field.tagName === "SELECT",
    );
    if (posts && fields.length > 0 && !constrained) {
      items.push(finding("warn", describeElement(form), "formUnvalidated"));
    }
  }
  return result("formValidation", items, { forms: forms.length });
}

/**
 * Every link goes somewhere: no empty, `#` or `javascript:` address; an in-page link's target exists; a link
 * opening a new tab (`target="_blank"`) carries `rel="noopener"` or `noreferrer`.
 */
export function checkLinks({ document }: PageSnapshot): CheckResult {
  const items: CheckItem[] = [];
  const links = [...document.querySelectorAll("a[href]")];
  for (const link of links) {
    const href = (link.getAttribute("href") ?? "").trim();
    const element = describeElement(link);
    if (href === "" || href === "#" || /^javascript:/i.test(href)) {
      items.push(finding("error", element, "linkEmpty"));
      continue;
    }
    if (href.startsWith("#")) {
      let id = href.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // a malformed escape: look the fragment up as written
      }
      if (!document.getElementById(id)) items.push(finding("warn", element, "fragmentMissing", { id }));
    }
    if (link.getAttribute("target") === "_blank") {
      const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
      if (!rel.includes("noopener") && !rel.includes("noreferrer")) {
        items.push(finding("error", element, "noopenerMissing"));
      }
    }
  }
  return result("links", items, { links: links.length });
}

/**
 * A title of at least 5 characters, a meta description of 50-160 characters (missing: an error; out of range: a
 * warning), exactly one `h1`, a canonical link, and no `noindex` on a page that should be found.
 */
export function checkSeo({ document }: PageSnapshot): CheckResult {
  const items: CheckItem[] = [];
  const title = Array.from(collapse(document.title)).length;
  if (title < TITLE_MIN_LENGTH)
    items.push(finding("error", "title", "titleShort", { length: title, min: TITLE_MIN_LENGTH }));
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
  const descriptionLength = Array.from(collapse(description)).length;
  if (description == null || descriptionLength === 0) {
    items.push(finding("error", 'meta[name="description"]', "descriptionMissing"));
  } else if (descriptionLength < META_DESCRIPTION_MIN || descriptionLength > META_DESCRIPTION_MAX) {
    items.push(
      finding("warn", 'meta[name="description"]', "descriptionLength", {
        length: descriptionLength,
        min: META_DESCRIPTION_MIN,
        max: META_DESCRIPTION_MAX,
      }),
    );
  }
  const headings = document.querySelectorAll("h1").length;
  if (headings === 0) items.push(finding("error", "h1", "h1Missing"));
  if (headings > 1) items.push(finding("warn", "h1", "h1Several", { count: headings }));
  if (!document.querySelector('link[rel="canonical"][href]')) {
    items.push(finding("warn", 'link[rel="canonical"]', "canonicalMissing"));
  }
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  if (/noindex/i.test(robots)) items.push(finding("warn", 'meta[name="robots"]', "noindex"));
  return result("seo", items, { title, description: descriptionLength });
}

/**
 * The consent-managed analytics hook is installed: the tag manager's `dataLayer` exists on the page's window, or the
 * page marks its analytics (`[data-analytics]`, `<meta name="analytics">`). Lenient: a warning, never an error.
 */
export function checkAnalytics({ document }: PageSnapshot): CheckResult {
  const view = document.defaultView as (Window & { dataLayer?: unknown }) | null;
  const present =
    Array.isArray(view?.dataLayer) ||
    document.querySelector('[data-analytics], meta[name="analytics"]') !== null;
  return result("analytics", present ? [] : [finding("warn", "window.dataLayer", "analyticsMissing")]);
}

/** A script in `<head>` that stops parsing: an external classic script without `async` or `defer`. */
function isBlockingScript(script: Element): boolean {
  const type = (script.getAttribute("type") ?? "").trim().toLowerCase();
  const classic = type === "" || type === "text/javascript" || type === "application/javascript";
  return (
    classic && script.hasAttribute("src") && !script.hasAttribute("async") && !script.hasAttribute("defer")
  );
}

/** Loaded within 3000 ms (an error past it); at most 1500 elements and 3 blocking scripts (warnings past them). */
export function checkPerformance({ document, loadTimeMs }: PageSnapshot): CheckResult {
  const items: CheckItem[] = [];
  const loadTime = Math.round(loadTimeMs);
  if (loadTime > MAX_LOAD_MS)
    items.push(finding("error", "document", "loadSlow", { ms: loadTime, max: MAX_LOAD_MS }));
  const elements = document.getElementsByTagName("*").length;
  if (elements > MAX_DOM_ELEMENTS) {
    items.push(finding("warn", "document", "domLarge", { count: elements, max: MAX_DOM_ELEMENTS }));
  }
  const blocking = [...(document.head?.querySelectorAll("script") ?? [])].filter(isBlockingScript);
  if (blocking.length > MAX_BLOCKING_SCRIPTS) {
    for (const script of blocking) {
      items.push(
        finding("warn", describeElement(script), "scriptBlocking", {
          count: blocking.length,
          max: MAX_BLOCKING_SCRIPTS,
        }),
      );
    }
  }
  return result("performance", items, { ms: loadTime, elements, scripts: blocking.length });
}

/** A computed `background-image` that paints something (`none`, or nothing reported, does not). */
const paintsImage = (value: string) => !["", "none", "initial"].includes(collapse(value).toLowerCase());

/** The colours behind an element: one per gradient stop, null when an image is behind it (not judged). */
function backgroundsOf(element: Element, styleOf: StyleOf): Rgba[] | null {
  const layers: Element[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    layers.push(node);
    const style = styleOf(node);
    const color = parseColor(style.backgroundColor);
    if (color && color.a >= 1 && !paintsImage(style.backgroundImage)) break;
  }
  // Painted from the bottom (the canvas: white) up to the element.
  let candidates: Rgba[] = [WHITE];
  for (const node of layers.reverse()) {
    const style = styleOf(node);
    const color = parseColor(style.backgroundColor);
    if (color && color.a > 0) candidates = candidates.map((below) => blend(color, below));
    const image = collapse(style.backgroundImage);
    if (paintsImage(image)) {
      if (/url\(/i.test(image)) return null;
      const stops = colorsIn(image);
      if (stops.length === 0) return null;
      candidates = stops.flatMap((stop) => candidates.map((below) => blend(stop, below))).slice(0, 16);
    }
  }
  return candidates;
}

/** The text colour an element paints with (inherited colour, faded by its and its ancestors' opacity). */
function foregroundOf(element: Element, styleOf: StyleOf): Rgba | null {
  let color: Rgba | null = null;
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = styleOf(node);
    color ??= collapse(style.color) ? parseColor(style.color) : null;
    if (color === null && collapse(style.color)) return null; // a colour this parser does not read
    const own = Number.parseFloat(style.opacity);
    if (Number.isFinite(own)) opacity *= own;
  }
  const base = color ?? BLACK;
  return { ...base, a: base.a * opacity };
}

const SKIPPED_TEXT = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "TITLE", "OPTION", "HEAD"]);

/** The contrast of an element's own text with what is behind it, and the ratio WCAG AA asks of it. */
export function textContrast(element: Element): { ratio: number; required: number } | null {
  const styleOf = styleReader(element.ownerDocument);
  return textContrastWith(element, styleOf);
}

function textContrastWith(element: Element, styleOf: StyleOf): { ratio: number; required: number } | null {
  const backgrounds = backgroundsOf(element, styleOf);
  const foreground = foregroundOf(element, styleOf);
  if (!backgrounds || !foreground) return null;
  const ratio = Math.min(
    ...backgrounds.map((background) => contrastRatio(blend(foreground, background), background)),
  );
  const style = styleOf(element);
  const size = Number.parseFloat(style.fontSize) || 16;
  const weight = Number.parseFloat(style.fontWeight) || (style.fontWeight === "bold" ? 700 : 400);
  const large = size >= LARGE_TEXT_PX || (size >= LARGE_BOLD_TEXT_PX && weight >= 700);
  return { ratio, required: large ? MIN_CONTRAST_LARGE : MIN_CONTRAST };
}

const hasOwnText = (element: Element) =>
  [...element.childNodes].some((node) => node.nodeType === 3 && collapse(node.textContent) !== "");

/**
 * Text contrast (WCAG AA: 4.5:1, large text 3:1) of every shown element with text of its own, against the colours
 * behind it (each stop of a gradient; text over an image is not judged; disabled controls are exempt): up to 5
 * low-contrast elements a warning, more an error (spec §9). And every link and button has an accessible name.
 */
export function checkAccessibility({ document }: PageSnapshot): CheckResult {
  const styleOf = styleReader(document);
  const items: CheckItem[] = [];
  const low: CheckItem[] = [];
  let checked = 0;
  for (const element of shown(document.body.querySelectorAll("*"), styleOf)) {
    if (SKIPPED_TEXT.has(element.tagName) || !hasOwnText(element)) continue;
    if (element.closest(":disabled, [aria-disabled='true']")) continue;
    const { width, height } = box(element);
    if (width <= 1 || height <= 1) continue; // not painted, or visually hidden (screen-reader-only text)
    const contrast = textContrastWith(element, styleOf);
    if (!contrast) continue;
    checked += 1;
    if (contrast.ratio < contrast.required) {
      low.push(
        finding("warn", describeElement(element), "contrastLow", {
          ratio: Math.floor(contrast.ratio * 100) / 100,
          required: contrast.required,
        }),
      );
    }
  }
  const tooMany = low.length > MAX_LOW_CONTRAST_ELEMENTS;
  items.push(...low.map((item) => (tooMany ? { ...item, status: "error" as const } : item)));
  const controls = shown(
    document.querySelectorAll(
      'a[href], button, [role="button"], [role="link"], input[type="submit"], input[type="button"], input[type="reset"]',
    ),
    styleOf,
  );
  for (const control of controls) {
    if (!accessibleName(control)) items.push(finding("error", describeElement(control), "nameMissing"));
  }
  return result("accessibility", items, { checked, lowContrast: low.length, controls: controls.length });
}

/** A link that goes to a home page (`/` or a language's root, `/ar`). */
function linksHome(document: Document): boolean {
  return [...document.querySelectorAll("a[href]")].some((link) => {
    try {
      const path = new URL(link.getAttribute("href") ?? "", "http://site.invalid/").pathname;
      return /^\/([a-z]{2}(-[a-z]{2})?\/?)?$/i.test(path);
    } catch {
      return false;
    }
  });
}

/**
 * The page itself answered without an error status, and an address under it that does not exist answers 404 with
 * the site's not-found screen: a heading and a way back home. A probe that could not be made is a warning.
 */
export function checkErrorHandling({ status, notFound }: PageSnapshot): CheckResult {
  const items: CheckItem[] = [];
  if (status >= 400) items.push(finding("error", "document", "pageStatus", { status }));
  if (!notFound) {
    items.push(finding("warn", "404", "notFoundUnchecked"));
  } else if (notFound.status !== 404) {
    items.push(finding("error", "404", "notFoundStatus", { status: notFound.status }));
  } else if (!notFound.document?.querySelector("h1") || !linksHome(notFound.document)) {
    items.push(finding("error", "404", "notFoundScreen"));
  }
  return result("errorHandling", items, { status: notFound?.status ?? 0 });
}

/**
 * Every shown form's submit buttons can show that the form is being sent: they carry `aria-busy` (false while idle,
 * as the site's SubmitButton renders it) or a `data-pending` marker. A button without one is a warning.
 */
export function checkLoadingStates({ document }: PageSnapshot): CheckResult {
  const styleOf = styleReader(document);
  const items: CheckItem[] = [];
  const forms = shown(document.querySelectorAll("form"), styleOf);
  let buttons = 0;
  for (const form of forms) {
    const submits = shown(
      form.querySelectorAll(
        'button:not([type]), button[type="submit"], input[type="submit"], input[type="image"]',
      ),
      styleOf,
    );
    for (const button of submits) {
      buttons += 1;
      if (!button.hasAttribute("aria-busy") && !button.hasAttribute("data-pending")) {
        items.push(finding("warn", describeElement(button), "pendingMissing"));
      }
    }
  }
  return result("loadingStates", items, { forms: forms.length, buttons });
}

const CHECKS: Record<CheckId, (page: PageSnapshot) => CheckResult> = {
  browserCompatibility: checkBrowserCompatibility,
  responsiveness: checkResponsiveness,
  content: checkContent,
  images: checkImages,
  formValidation: checkFormValidation,
  links: checkLinks,
  seo: checkSeo,
  analytics: checkAnalytics,
  performance: checkPerformance,
  accessibility: checkAccessibility,
  errorHandling: checkErrorHandling,
  loadingStates: checkLoadingStates,
};

/** The twelve checks over one page, in the spec's order. */
export function runChecks(page: PageSnapshot): CheckResult[] {
  return CHECK_IDS.map((id) => CHECKS[id](page));
}

/** A page that did not load (an error, or no load within the time allowed): every check fails with the reason. */
export function unloadedPage(reason: CheckMessage): CheckResult[] {
  return CHECK_IDS.map((id) => ({
    id,
    status: "error",
    details: { key: "summary.problems", values: { count: 1 } },
    items: [{ status: "error", element: "document", issue: reason }],
  }));
}

/** Spec §9: passed / total in percent, rounded to a whole percent (0 for no checks). */
export function passRate(results: readonly { status: CheckStatus }[]): number {
  if (results.length === 0) return 0;
  return Math.round((results.filter((check) => check.status === "pass").length / results.length) * 100);
}

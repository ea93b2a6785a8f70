/**
 * Markdown to safe HTML, on the server only: the browser receives the HTML as loader data, never the libraries.
 * Used for long-form text (legal pages, blog articles). `marked` turns GitHub-flavoured Markdown into HTML, then
 * `sanitize-html` keeps only the tags and attributes listed here, so a text (even one from the database) cannot
 * carry scripts, event handlers, styles or `javascript:` links.
 */
import { Marked, Renderer, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import { DEFAULT_LANGUAGE, type LanguageCode, localHref } from "#app/domain/languages.ts";
import { absoluteUrl } from "#app/server/env.server.ts";

/** Class of the scroll box around each table, so a wide table scrolls inside a narrow screen, not the page. */
const TABLE_SCROLL_CLASS = "table-scroll";

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "del"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    h2: ["id"],
    h3: ["id"],
    h4: ["id"],
    th: ["align", "scope"],
    td: ["align"],
    div: ["class", "role", "tabindex", "aria-labelledby"],
  },
  allowedClasses: { div: [TABLE_SCROLL_CLASS] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  // Images from our own site only (the CSP allows no other): a path, never another origin.
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  transformTags: {
    // Another site opens in a new tab, without access to this one.
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "")
        ? { ...attribs, target: "_blank", rel: "noopener noreferrer" }
        : attribs,
    }),
  },
  allowProtocolRelative: false,
};

/** `Cookies we use` -> `cookies-we-use`: letters of any script are kept, everything else becomes a hyphen. */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      // Latin accents go (é -> e); marks that are part of a script's letters (Devanagari vowel signs) stay.
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .normalize("NFC")
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
      .replace(/^-+|(?<!-)-+$/g, "") || "section"
  );
}

/** A heading of a rendered document: its anchor, plain text and level (2 for `##`). */
export type MarkdownHeading = { id: string; text: string; depth: number };

/**
 * One renderer per document: headings get ids (so sections can be linked, `#cookies-we-use`), unique within the
 * document, and are collected for a table of contents; each table sits in a keyboard-scrollable box named by the
 * heading above it; links to our own pages (`/terms`) stay in the page's language (`/ar/terms`), even when the
 * text itself is the English stand-in.
 */
function documentRenderer(
  lang: LanguageCode,
  headings: MarkdownHeading[],
  absoluteLinks: boolean,
): Partial<Renderer> {
  const used = new Map<string, number>();
  return {
    heading(this: Renderer, token: Tokens.Heading) {
      // Plain text: markup removed, inline HTML tags too (the text renderer keeps those).
      const text = this.parser.parseInline(token.tokens, this.parser.textRenderer).replace(/<[^<>]*>/g, "");
      const base = slugify(text);
      const count = used.get(base) ?? 0;
      used.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count + 1}`;
      // The page's title is its one h1: a `#` heading in the text becomes a section heading.
      const depth = Math.max(2, token.depth);
      headings.push({ id, text, depth });
      return `<h${depth} id="${id}">${this.parser.parseInline(token.tokens)}</h${depth}>\n`;
    },
    link(this: Renderer, token: Tokens.Link) {
      const internal = token.href.startsWith("/") && !token.href.startsWith("//");
      const local = internal ? localHref(lang, token.href) : token.href;
      const href = internal && absoluteLinks ? absoluteUrl(local) : local;
      return Renderer.prototype.link.call(this, { ...token, href });
    },
    table(this: Renderer, token: Tokens.Table) {
      const table = Renderer.prototype.table.call(this, token);
      const label = headings.length > 0 ? ` aria-labelledby="${headings.at(-1)!.id}"` : "";
      return `<div class="${TABLE_SCROLL_CLASS}" role="region" tabindex="0"${label}>${table}</div>\n`;
    },
  };
}

type RenderOptions = {
  lang?: LanguageCode;
  /**
   * Links to our own pages and our images as whole addresses (`https://…/ar/terms`), for a text read outside the
   * site: a mail.
   */
  absoluteLinks?: boolean;
};

/** Renders Markdown (GitHub-flavoured: tables, autolinks) to sanitised HTML and lists its headings. */
export function renderMarkdownDocument(
  markdown: string,
  { lang = DEFAULT_LANGUAGE, absoluteLinks = false }: RenderOptions = {},
): { html: string; headings: MarkdownHeading[] } {
  const headings: MarkdownHeading[] = [];
  const renderer = documentRenderer(lang, headings, absoluteLinks);
  const html = new Marked({ gfm: true, async: false, renderer }).parse(markdown) as string;
  const safe = sanitizeHtml(html, SANITIZE_OPTIONS);
  // Images are our own paths (the sanitiser keeps no other); a mail needs their whole address.
  return {
    html: absoluteLinks ? safe.replace(/<img src="\//g, `<img src="${absoluteUrl("/")}`) : safe,
    headings,
  };
}

/** Renders Markdown (GitHub-flavoured: tables, autolinks) to sanitised HTML for a page in `lang`. */
export function renderMarkdown(markdown: string, options?: RenderOptions): string {
  return renderMarkdownDocument(markdown, options).html;
}

import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { BoundTextArea, type ContentForm } from "#app/components/admin/content/content-form.tsx";
import { useEnglishOnly } from "#app/components/blog/use-english-only.ts";
import { useLocalizedHref } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";

/** How long typing must pause before the preview is rendered again: one request per pause, not per key. */
const PREVIEW_DELAY_MS = 300;

/**
 * The live preview of a post's Markdown: `update(markdown)` posts the text to `/admin/posts/preview` after a short
 * pause in typing and the HTML the server renders (with the blog's own Markdown rules) replaces `html`. Without
 * JavaScript, `html` is what the page was rendered with (the Preview button renders it on the server).
 */
function useLivePreview(html: string) {
  const fetcher = useFetcher<{ html?: string }>();
  const action = useLocalizedHref()("/admin/posts/preview");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // A form sent while a preview is still to come (typing, then Save at once) goes without it: a preview posted
    // after the save would cut off the page's reload that shows it saved.
    const cancel = () => clearTimeout(timer.current);
    document.addEventListener("submit", cancel, true);
    return () => {
      cancel();
      document.removeEventListener("submit", cancel, true);
    };
  }, []);
  return {
    html: fetcher.data?.html ?? html,
    pending: fetcher.state !== "idle",
    update(markdown: string) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const body = new FormData();
        body.set("content", markdown);
        // Only the preview changes: the page's data stays as it is.
        void fetcher.submit(body, {
          method: "post",
          action,
          encType: "multipart/form-data",
          defaultShouldRevalidate: false,
        });
      }, PREVIEW_DELAY_MS);
    },
  };
}

/**
 * Rendered Markdown as the site shows it, a post's body or a legal text (sanitised HTML from the server), in a box
 * that scrolls by itself (and by keyboard). Not a live region: reading the whole article again on every pause would drown the editor.
 */
function MarkdownPreview({
  html,
  pending,
  textLanguage,
  empty,
}: {
  html: string;
  pending: boolean;
  /** The text's language and direction; English (a post's) by default. */
  textLanguage?: TextLanguage;
  /** What an empty preview says; a post's wording by default. */
  empty?: string;
}) {
  const { t } = useTranslation("admin-content");
  const english = useEnglishOnly();
  return (
    <div className="min-w-0">
      <h2 id="post-preview-heading" className="flex items-center gap-2 text-sm font-medium text-slate-800">
        {t("post.preview")}
        {pending && <span className="text-xs font-normal text-slate-500">{t("post.previewUpdating")}</span>}
      </h2>
      {html ? (
        <section
          {...(textLanguage ?? english)}
          aria-labelledby="post-preview-heading"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
          tabIndex={0}
          data-testid="post-preview"
          className="mt-1 max-h-[36rem] space-y-4 overflow-y-auto rounded-md border border-slate-300 bg-white p-4 leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
          // Rendered and sanitised on the server by the blog's renderer (app/server/content/markdown.server.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised HTML from the server
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className="mt-1 rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {empty ?? t("post.previewEmpty")}
        </p>
      )}
    </div>
  );
}

type TextLanguage = { lang: string; dir: "ltr" | "rtl" };

/** A Markdown editor's Preview button: the text rendered on the server, for an editor without JavaScript. */
export function PreviewButton() {
  const { t } = useTranslation("admin-content");
  return (
    <button type="submit" name="intent" value="preview" className={buttonClass("secondary")}>
      {t("actions.preview")}
    </button>
  );
}

/**
 * A content form's Markdown text (its `content` field) beside its preview, live with JavaScript; `html` is the
 * preview the page was rendered with (or the Preview button's answer).
 */
export function MarkdownEditor({
  form,
  field,
  html,
  rows,
  textLanguage,
  empty,
}: {
  form: ContentForm;
  field: Parameters<typeof BoundTextArea>[0]["field"];
  html: string;
  rows: number;
  /** The text's language and direction, when it is not English (a translation). */
  textLanguage?: TextLanguage;
  empty?: string;
}) {
  const { t } = useTranslation("admin-content");
  const live = useLivePreview(html);
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="[&_textarea]:font-mono">
        <BoundTextArea
          form={form}
          field={field}
          label={t("fields.content")}
          rows={rows}
          onInput={live.update}
          textLanguage={textLanguage}
        />
      </div>
      <MarkdownPreview html={live.html} pending={live.pending} textLanguage={textLanguage} empty={empty} />
    </div>
  );
}

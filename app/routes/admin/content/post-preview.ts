import { previewSchema } from "#app/domain/admin/content-forms.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { renderMarkdown } from "#app/server/content/markdown.server.ts";
import { formHeaders, receiveForm, STAFF_ARTICLE_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/post-preview";

/**
 * `POST /admin/posts/preview` (`content`): the post editor's live preview, as the blog renders it. Markdown is
 * rendered on the server only (markdown.server.ts), so the editor posts the text here as it is typed and shows
 * the sanitised HTML it gets back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin({ request, context });
  const form = await receiveForm(request, context, previewSchema, STAFF_ARTICLE_FORM);
  if (!form.valid) return form.answer;
  return { html: renderMarkdown(form.value.content) };
}

export const headers = formHeaders;

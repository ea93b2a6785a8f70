import { data } from "react-router";
import { isGuideSlug } from "#app/content/guides/guides.ts";
import { documentDownload } from "#app/server/pdf/document-download.server.ts";
import type { Route } from "./+types/guide-download";

/**
 * `/resources/guides/<slug>.pdf?token=…`: a guide as a PDF in the URL's language, for a visitor whose link is
 * signed (the guide form's answer and its mail carry one). Anyone else is sent to the form for that guide.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = params.file.endsWith(".pdf") ? params.file.slice(0, -".pdf".length) : null;
  if (!isGuideSlug(slug)) throw data("Not found", { status: 404 });
  return documentDownload(request, slug, `/resources?guide=${slug}&link=invalid#guide-form`);
}

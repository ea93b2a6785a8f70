import { data } from "react-router";
import { isLanguageCode, languageFromPath } from "#app/domain/languages.ts";
import { blueprintResponse, planOfBlueprintFile } from "#app/server/pdf/blueprint.server.ts";
import type { Route } from "./+types/blueprint-pdf";

/**
 * `/pdfs/<slug>-blueprint.pdf` (spec 001 §7.3): a plan's blueprint as a PDF, in the URL's language (`/ar/pdfs/…`)
 * or the one `?lang=` names. An unknown plan answers 404.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const plan = planOfBlueprintFile(params.file);
  if (!plan) throw data("Not found", { status: 404 });
  const url = new URL(request.url);
  const asked = url.searchParams.get("lang");
  const lang = isLanguageCode(asked) ? asked : languageFromPath(url.pathname);
  return blueprintResponse(request, plan, lang);
}

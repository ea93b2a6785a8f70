import { BID_FORECAST } from "#app/content/guides/guides.ts";
import { documentDownload } from "#app/server/pdf/document-download.server.ts";
import type { Route } from "./+types/bid-forecast-download";

/**
 * `/resources/bid-forecast.pdf?token=…`: the Bid Forecast the Market Assessment promises, in the URL's
 * language, through the signed link of its confirmation mail. Without one: the assessment form, which sends it.
 */
export function loader({ request }: Route.LoaderArgs) {
  return documentDownload(request, BID_FORECAST, "/assessment");
}

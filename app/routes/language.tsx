import { data, Outlet } from "react-router";
import { DEFAULT_LANGUAGE, isLanguageCode } from "#app/domain/languages.ts";
import type { Route } from "./+types/language";

/** The optional language segment: only `ko`, `zh`, `hi`, `ar` are prefixes; anything else is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && (!isLanguageCode(params.lang) || params.lang === DEFAULT_LANGUAGE)) {
    throw data(null, { status: 404 });
  }
  return null;
}

export default function LanguageSegment() {
  return <Outlet />;
}

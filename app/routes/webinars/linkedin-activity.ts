import { data } from "react-router";
import { linkedInActivity } from "#app/server/webinars/linkedin.server.ts";
import type { Route } from "./+types/linkedin-activity";

/**
 * `POST /api/fetch-linkedin-activity` (spec 001 §7.3): our recent LinkedIn posts as JSON, `{ items }` (empty when
 * LinkedIn is not configured), or 502 `{ error }` when LinkedIn failed. POST only, so the site-wide origin check
 * refuses other sites' pages; never cached by the browser (the server keeps LinkedIn's answer for minutes).
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return data({ error: "methodNotAllowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  const answer = await linkedInActivity();
  return data(answer, {
    status: "error" in answer ? 502 : 200,
    headers: { "Cache-Control": "no-store" },
  });
}

/** A GET is answered, not rendered: the endpoint takes POSTs only. */
export function loader() {
  return data({ error: "methodNotAllowed" }, { status: 405, headers: { Allow: "POST" } });
}

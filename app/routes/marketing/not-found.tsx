import { data } from "react-router";

/** Any unknown path: answered with HTTP 404 and rendered by the root error boundary's not-found screen. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}

import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { NewsletterPage } from "#app/components/forms/newsletter-page.tsx";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { unsubscribe } from "#app/server/newsletter/newsletter.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

async function unsubscribeFrom(request: Request) {
  const unsubscribed = await unsubscribe(new URL(request.url).searchParams.get("token"));
  return data(
    { unsubscribed },
    { status: unsubscribed ? 200 : 400, headers: { "Cache-Control": PRIVATE_CACHE } },
  );
}

/** The unsubscribe link in every newsletter mail: one click, no further step. */
export const loader = ({ request }: Route.LoaderArgs) => unsubscribeFrom(request);
/** RFC 8058 one-click unsubscribe: mail clients POST to the `List-Unsubscribe` address. */
export const action = ({ request }: Route.ActionArgs) => unsubscribeFrom(request);

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const done = (actionData ?? loaderData).unsubscribed;
  const [title, text] = done
    ? [t("newsletter.unsubscribedTitle"), t("newsletter.unsubscribedText")]
    : [t("newsletter.invalidLinkTitle"), t("newsletter.invalidLinkText")];
  return (
    <NewsletterPage title={title} heading={title}>
      <p className="mt-3 text-slate-700">{text}</p>
    </NewsletterPage>
  );
}

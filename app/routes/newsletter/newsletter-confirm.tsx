import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { NewsletterPage } from "#app/components/newsletter/newsletter-page.tsx";
import { languageFromPath } from "#app/domain/languages.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { confirmSubscription } from "#app/server/newsletter/newsletter.server.ts";
import type { Route } from "./+types/newsletter-confirm";

/** The link in the double opt-in mail: confirms the address it was signed for. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const confirmed = await confirmSubscription(url.searchParams.get("token"), languageFromPath(url.pathname));
  return data({ confirmed }, { status: confirmed ? 200 : 400, headers: { "Cache-Control": PRIVATE_CACHE } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const [title, text] = loaderData.confirmed
    ? [t("newsletter.confirmedTitle"), t("newsletter.confirmedText")]
    : [t("newsletter.invalidLinkTitle"), t("newsletter.invalidLinkText")];
  return (
    <NewsletterPage title={title} description={t("newsletter.confirmDescription")} noindex heading={title}>
      <p className="mt-3 text-slate-700">{text}</p>
    </NewsletterPage>
  );
}

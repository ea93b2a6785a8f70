import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { NewsletterPage } from "#app/components/newsletter/newsletter-page.tsx";
import { noFieldsSchema } from "#app/domain/account/account-forms.ts";
import { formHeaders, receiveForm } from "#app/server/form/receive-form.server.ts";
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
/** RFC 8058 one-click unsubscribe: mail clients POST to the `List-Unsubscribe` address, never rate-limited. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, noFieldsSchema, { rateLimit: null });
  return form.valid ? unsubscribeFrom(request) : form.answer;
}

export const headers = formHeaders;

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const done = (actionData && "unsubscribed" in actionData ? actionData : loaderData).unsubscribed;
  const [title, text] = done
    ? [t("newsletter.unsubscribedTitle"), t("newsletter.unsubscribedText")]
    : [t("newsletter.invalidLinkTitle"), t("newsletter.invalidLinkText")];
  return (
    <NewsletterPage
      title={title}
      description={t("newsletter.unsubscribeDescription")}
      noindex
      heading={title}
    >
      <p className="mt-3 text-slate-700">{text}</p>
    </NewsletterPage>
  );
}

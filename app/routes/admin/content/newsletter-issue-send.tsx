import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { SendConfirm } from "#app/components/admin/content/newsletter-send.tsx";
import { newsletterSendSchema } from "#app/domain/admin/content-forms.ts";
import { languageFromPath, localHref } from "#app/domain/languages.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { newsletterIssueContent } from "#app/server/admin/content-newsletter.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import {
  publishedLanguages,
  sendAudience,
  startSend,
} from "#app/server/newsletter/newsletter-issues.server.ts";
import type { Route } from "./+types/newsletter-issue-send";

export const handle = i18nHandle("admin-content");

/**
 * `/admin/newsletter/:id/send`: the send's confirmation step, who will receive the issue in which language; an
 * issue already sent goes back to its page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin({ request, context });
  const record = await newsletterIssueContent.find(params.id);
  if (!record) throw data(null, { status: 404 });
  if (record.sendStartedAt) {
    throw redirect(
      localHref(languageFromPath(new URL(request.url).pathname), `/admin/newsletter/${record.id}`),
    );
  }
  const published = publishedLanguages(await newsletterIssueContent.languages(record.id));
  return { id: record.id, audience: await sendAudience(record, published) };
}

/** Send: recorded and audited; the send job queues the mails from its next round. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, newsletterSendSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const outcome = await startSend(auditActor(admin, context), params.id);
  if (outcome === "notFound") return form.fail("notFound", 404);
  if (outcome === "alreadySent") return form.fail("issueAlreadySent", 409);
  if (outcome === "englishMissing") return form.fail("issueEnglishMissing", 409);
  return form.redirect(`/admin/newsletter/${params.id}`, { query: { sending: "1" } });
}

export const headers = formHeaders;

export default function NewsletterIssueSend({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  return (
    <AdminPage title={t("newsletter.sendTitle", { id: loaderData.id })}>
      <SendConfirm id={loaderData.id} audience={loaderData.audience} answer={actionData} />
    </AdminPage>
  );
}

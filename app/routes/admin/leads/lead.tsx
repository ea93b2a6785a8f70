import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { AdminPage } from "#app/components/admin/admin-page.tsx";
import { LeadDetails } from "#app/components/admin/leads/lead-details.tsx";
import { DateTime, useDateTimeFormat } from "#app/components/admin/leads/lead-format.tsx";
import { LeadHistory } from "#app/components/admin/leads/lead-history.tsx";
import { LeadNotes } from "#app/components/admin/leads/lead-notes.tsx";
import { LeadStatusForm } from "#app/components/admin/leads/lead-status-form.tsx";
import { Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type LeadFormIntent, LeadFormsSchema } from "#app/domain/admin/lead-forms.ts";
import { isLeadId } from "#app/domain/admin/lead-views.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { i18nHandle } from "#app/i18n/route-namespaces.ts";
import { requireAdmin } from "#app/server/account/session.server.ts";
import { auditActor } from "#app/server/admin/audit.server.ts";
import { addLeadNote, setLeadStatus, viewLead } from "#app/server/admin/leads.server.ts";
import { formHeaders, receiveForm, STAFF_FORM } from "#app/server/form/receive-form.server.ts";
import type { Route } from "./+types/lead";

export const handle = i18nHandle("admin-leads");

/** The lead the URL names; anything that cannot be one is a 404 before the database is asked. */
function leadIdOf(params: { id?: string }): string {
  if (!isLeadId(params.id)) throw data(null, { status: 404 });
  return params.id;
}

const INTENTS: readonly LeadFormIntent[] = ["status", "note"];

/** `/admin/leads/:id`: the lead, its notes and its address's history; each load is audited as a view. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin({ request, context });
  const detail = await viewLead(auditActor(admin, context), leadIdOf(params));
  if (!detail) throw data(null, { status: 404 });
  const saved = new URL(request.url).searchParams.get("saved");
  return { ...detail, saved: INTENTS.find((intent) => intent === saved) ?? null };
}

/** The page's two forms: a status change or a new note, each audited; then back to the page (`?saved=`). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin({ request, context });
  const form = await receiveForm(request, context, LeadFormsSchema, STAFF_FORM);
  if (!form.valid) return form.answer;
  const id = leadIdOf(params);
  const actor = auditActor(admin, context);
  const { value } = form;
  const outcome =
    value.intent === "status"
      ? await setLeadStatus(actor, id, value.status)
      : await addLeadNote(actor, id, value.body);
  if (outcome === "notFound") throw data(null, { status: 404 });
  if (outcome === "anonymized") return form.fail("anonymized", 409);
  return form.redirect(`/admin/leads/${id}`, { query: { saved: value.intent } });
}

export const headers = formHeaders;

/** Which of the page's forms an answer belongs to. */
const answerFor = (intent: LeadFormIntent, answer: FormAnswer | undefined) =>
  answer?.result.initialValue?.intent === intent ? answer : undefined;

export default function LeadRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-leads");
  const format = useDateTimeFormat();
  const { lead, notes, history, saved } = loaderData;
  return (
    <AdminPage
      title={lead.anonymizedAt ? t("detail.anonymizedTitle") : lead.name}
      lead={
        <>
          {lead.company} · <DateTime value={lead.createdAt} />
        </>
      }
      actions={
        <LocalizedLink to="/admin/leads" className={buttonClass("secondary")}>
          {t("detail.back")}
        </LocalizedLink>
      }
    >
      {saved && <Notice tone="success">{t(`detail.saved.${saved}`)}</Notice>}
      {lead.anonymizedAt && (
        <Notice tone="info">{t("detail.anonymized", { date: format(lead.anonymizedAt) })}</Notice>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <LeadDetails lead={lead} />
          <LeadHistory history={history} />
        </div>
        <div className="space-y-6">
          {!lead.anonymizedAt && (
            <LeadStatusForm key={lead.status} status={lead.status} answer={answerFor("status", actionData)} />
          )}
          <LeadNotes notes={notes} answer={answerFor("note", actionData)} />
        </div>
      </div>
    </AdminPage>
  );
}

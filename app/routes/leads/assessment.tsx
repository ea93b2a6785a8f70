import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormSuccess } from "#app/components/form/form-controls.tsx";
import { LeadForm } from "#app/components/leads/lead-form.tsx";
import { useContactEmail } from "#app/components/leads/use-contact-email.ts";
import { PageMeta } from "#app/components/shell/page-meta.tsx";
import { DEFAULT_LEAD_SOURCE } from "#app/domain/form/form-fields.ts";
import { LeadFormSchema } from "#app/domain/leads/lead-form.ts";
import { formHeaders, PUBLIC_FORM, receiveForm } from "#app/server/form/receive-form.server.ts";
import { utmFromRequest } from "#app/server/http/attribution.server.ts";
import { recordLead } from "#app/server/leads/leads.server.ts";
import type { Route } from "./+types/assessment";

/** The Market Assessment lead form's action, used by the overlay on every page and by this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await receiveForm(request, context, LeadFormSchema, PUBLIC_FORM);
  if (!form.valid) return form.answer;
  const stored = await recordLead({ ...form.value, language: form.lang, utm: utmFromRequest(request) });
  return stored ? form.accept() : form.fail("leadFailed", 500);
}

export const headers = formHeaders;

/**
 * The lead form as a page: where the overlay's buttons lead from document pages and without JavaScript (they carry
 * the source and the page they were on), and the page a JavaScript-less submission answers on. With JavaScript the
 * form posts in the background and its answer comes back to the page here.
 */
export default function AssessmentPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("forms");
  const [params] = useSearchParams();
  const [answer, setAnswer] = useState(actionData);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <PageMeta title={t("leadForm.pageTitle")} description={t("leadForm.pageDescription")} />
      <div id="assessment" className="mx-auto max-w-xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("leadForm.title")}</h1>
        <p className="mt-3 mb-8 text-slate-700">{t("leadForm.description")}</p>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <div className="mb-4">
            <FormSuccess>{answer?.sent && t("leadForm.success")}</FormSuccess>
          </div>
          <LeadForm
            source={params.get("source") ?? DEFAULT_LEAD_SOURCE}
            page={params.get("from") ?? "/assessment"}
            contactEmail={useContactEmail()}
            answer={actionData}
            onAnswer={setAnswer}
          />
        </div>
      </div>
    </section>
  );
}

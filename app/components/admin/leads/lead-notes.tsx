import { getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { DateTime } from "#app/components/admin/leads/lead-format.tsx";
import { LeadPanel } from "#app/components/admin/leads/lead-panel.tsx";
import { FormError, TextAreaField } from "#app/components/form/form-controls.tsx";
import { useForm } from "#app/components/form/use-form.ts";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { NOTE_MAX_LENGTH } from "#app/domain/admin/lead-codes.ts";
import type { LeadNoteView } from "#app/domain/admin/lead-views.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";

/** Staff notes on the lead, oldest first with author and time, and the form that adds one (`intent=note`). */
export function LeadNotes({ notes, answer }: { notes: readonly LeadNoteView[]; answer?: FormAnswer }) {
  const { t } = useTranslation("admin-leads");
  return (
    <LeadPanel title={t("notes.title")}>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t("notes.empty")}</p>
      ) : (
        <ol className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-3 text-sm">
              <p className="whitespace-pre-wrap break-words text-slate-900">{note.body}</p>
              <p className="mt-2 text-xs text-slate-600">
                <span dir="ltr">{note.authorEmail}</span> · <DateTime value={note.createdAt} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {/* A new key after each note: the form starts empty again once its note is listed. */}
      <NoteForm key={notes.length} answer={answer} />
    </LeadPanel>
  );
}

function NoteForm({ answer }: { answer?: FormAnswer }) {
  const { t } = useTranslation("admin-leads");
  const { formProps, fields, errorOf, formError, pending } = useForm({
    id: "lead-note",
    ns: "admin-leads",
    defaultValue: { body: "" },
    answer,
  });
  return (
    <Form {...formProps} className="mt-4 space-y-3">
      <input type="hidden" name="intent" value="note" />
      <TextAreaField
        {...getTextareaProps(fields.body)}
        label={t("notes.label")}
        error={errorOf(fields.body, NOTE_MAX_LENGTH)}
        maxLength={NOTE_MAX_LENGTH}
        rows={4}
      />
      {formError && <FormError>{formError}</FormError>}
      <SubmitButton pending={pending} pendingLabel={t("notes.adding")}>
        {t("notes.submit")}
      </SubmitButton>
    </Form>
  );
}

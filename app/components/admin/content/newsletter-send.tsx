import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { useContentForm } from "#app/components/admin/content/content-form.tsx";
import { DataTable } from "#app/components/admin/data-table.tsx";
import { FormError, Notice } from "#app/components/form/form-controls.tsx";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass, SubmitButton } from "#app/components/ui/button.tsx";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import { languageOf } from "#app/domain/languages.ts";
import type { AudienceRow, IssueState } from "#app/domain/newsletter/newsletter-issues.ts";

/** Each language's subscribers, the version they get and, once sending, how far their mails have gone. */
function AudienceTable({ audience, state }: { audience: readonly AudienceRow[]; state: IssueState }) {
  const { t } = useTranslation("admin-content");
  const sending = state !== "draft";
  return (
    <DataTable
      caption={t("newsletter.audience")}
      rows={audience}
      rowKey={(row) => row.lang}
      empty=""
      columns={[
        { header: t("newsletter.subscriberLanguage"), cell: (row) => languageOf(row.lang).nativeName },
        { header: t("newsletter.subscribers"), cell: (row) => row.subscribers },
        {
          header: t("newsletter.version"),
          cell: (row) =>
            row.sentLang === row.lang
              ? languageOf(row.sentLang).nativeName
              : t("newsletter.englishStandsIn", { language: languageOf(row.sentLang).nativeName }),
        },
        ...(sending
          ? [
              { header: t("newsletter.queued"), cell: (row: AudienceRow) => row.queued },
              { header: t("newsletter.delivered"), cell: (row: AudienceRow) => row.delivered },
              { header: t("newsletter.failed"), cell: (row: AudienceRow) => row.failed },
            ]
          : []),
      ]}
    />
  );
}

/**
 * A saved issue's send: before it, who would receive it and the way to send it (only once its English version is
 * published); once started, each language's progress and counts.
 */
export function SendPanel({
  id,
  state,
  sentAt,
  audience,
  englishPublished,
}: {
  id: string;
  state: IssueState;
  sentAt: string | null;
  audience: readonly AudienceRow[];
  englishPublished: boolean;
}) {
  const { t, i18n } = useTranslation("admin-content");
  const total = audience.reduce((sum, row) => sum + row.subscribers, 0);
  const queued = audience.reduce((sum, row) => sum + row.queued, 0);
  const when = dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-labelledby="newsletter-send" className="mb-8 space-y-4">
      <h2 id="newsletter-send" className="text-lg font-semibold text-slate-900">
        {t("newsletter.send")}
      </h2>
      {state === "draft" ? (
        <p className="text-sm text-slate-700">{t("newsletter.sendLead", { subscribers: total })}</p>
      ) : (
        <p className="text-sm text-slate-700" role="status">
          {t(`newsletter.progress.${state}`, {
            queued,
            subscribers: total,
            date: sentAt ? when.format(new Date(sentAt)) : "",
          })}
        </p>
      )}
      <AudienceTable audience={audience} state={state} />
      {state === "draft" &&
        (englishPublished ? (
          <LocalizedLink to={`/admin/newsletter/${id}/send`} className={buttonClass("primary")}>
            {t("newsletter.sendAction", { subscribers: total })}
          </LocalizedLink>
        ) : (
          <Notice tone="info" announce={false}>
            {t("newsletter.englishRequired")}
          </Notice>
        ))}
      {state === "sending" && (
        <LocalizedLink to={`/admin/newsletter/${id}`} className={buttonClass("secondary")}>
          {t("newsletter.refresh")}
        </LocalizedLink>
      )}
    </section>
  );
}

/** The send's confirmation step: who will receive it, then Send (posts `intent=send`) or Cancel. */
export function SendConfirm({
  id,
  audience,
  answer,
}: {
  id: string;
  audience: readonly AudienceRow[];
  answer?: FormAnswer;
}) {
  const { t } = useTranslation("admin-content");
  const form = useContentForm("newsletter-send", answer, {});
  const total = audience.reduce((sum, row) => sum + row.subscribers, 0);
  return (
    <section aria-labelledby="send-question" className="space-y-4">
      <h2 id="send-question" className="text-lg font-semibold text-slate-900">
        {t("newsletter.confirmSend", { subscribers: total })}
      </h2>
      <p className="text-sm text-slate-700">{t("newsletter.confirmSendLead")}</p>
      <AudienceTable audience={audience} state="draft" />
      <Form {...form.formProps} className="flex flex-wrap gap-3">
        {form.formError && <FormError>{form.formError}</FormError>}
        <input type="hidden" name="intent" value="send" />
        <SubmitButton pending={form.pending} pendingLabel={t("newsletter.starting")}>
          {t("newsletter.sendAction", { subscribers: total })}
        </SubmitButton>
        <LocalizedLink to={`/admin/newsletter/${id}`} className={buttonClass("secondary")}>
          {t("actions.cancel")}
        </LocalizedLink>
      </Form>
    </section>
  );
}

/** The issue editor's extra button: the text as it stands mailed to the staff member, nothing saved. */
export function TestMailButton() {
  const { t } = useTranslation("admin-content");
  return (
    <button type="submit" name="intent" value="test" className={buttonClass("secondary")}>
      {t("newsletter.testAction")}
    </button>
  );
}

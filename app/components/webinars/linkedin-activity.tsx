import { ExternalLink } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError, Notice } from "#app/components/form/form-controls.tsx";
import { useLanguage, useLocalizedHref } from "#app/components/language.tsx";
import { SubmitButton } from "#app/components/ui/button.tsx";
import { dateTimeFormat } from "#app/domain/intl-format.ts";
import {
  type LinkedInAnswer,
  type LinkedInItem,
  type SessionView,
  WEBINAR_TIME_ZONE,
} from "#app/domain/webinars/webinars.ts";

/** Where the button asks, with JavaScript (spec 001 §7.3). */
export const LINKEDIN_ENDPOINT = "/api/fetch-linkedin-activity";

/**
 * 'Check LinkedIn Activity': our recent LinkedIn posts, those about a webinar marked. With JavaScript the button
 * asks the JSON endpoint and the page stays; without, the same button posts to /webinars, which answers with the
 * page and the posts (`answer`).
 */
export function LinkedInActivity({
  answer,
  sessions,
}: {
  answer?: LinkedInAnswer;
  /** The sessions the page shows: a post that mentions one names it. */
  sessions: readonly Pick<SessionView, "id" | "title">[];
}) {
  const { t } = useTranslation("webinars");
  const href = useLocalizedHref();
  const [result, setResult] = useState<LinkedInAnswer | undefined>(answer);
  const [pending, setPending] = useState(false);

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const response = await fetch(LINKEDIN_ENDPOINT, { method: "POST" });
      setResult(response.ok ? ((await response.json()) as LinkedInAnswer) : { error: "linkedinFailed" });
    } catch {
      setResult({ error: "linkedinFailed" });
    } finally {
      setPending(false);
    }
  }

  return (
    <div data-testid="linkedin-activity">
      <form method="post" action={href("/webinars?intent=linkedin")} onSubmit={check}>
        <SubmitButton pending={pending} pendingLabel={t("linkedin.checking")} variant="secondary">
          {t("linkedin.button")}
        </SubmitButton>
      </form>
      <div aria-live="polite" className="mt-6">
        {result && <LinkedInResult result={result} sessions={sessions} />}
      </div>
    </div>
  );
}

function LinkedInResult({
  result,
  sessions,
}: {
  result: LinkedInAnswer;
  sessions: readonly Pick<SessionView, "id" | "title">[];
}) {
  const { t } = useTranslation("webinars");
  const lang = useLanguage();
  if ("error" in result) return <FormError>{t("errors.linkedinFailed")}</FormError>;
  if (result.items.length === 0) {
    return (
      <Notice tone="info" announce={false}>
        {t("linkedin.empty")}
      </Notice>
    );
  }
  const dateFormat = dateTimeFormat(lang, { dateStyle: "medium", timeZone: WEBINAR_TIME_ZONE });
  const mentioned = (item: LinkedInItem) => sessions.find((session) => session.id === item.webinarId)?.title;
  return (
    <ul aria-label={t("linkedin.listLabel")} className="grid gap-4 md:grid-cols-2">
      {result.items.map((item) => (
        <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          {item.publishedAt && (
            <time dateTime={item.publishedAt} className="text-sm text-slate-600">
              {dateFormat.format(new Date(item.publishedAt))}
            </time>
          )}
          <p className="mt-1 line-clamp-4 whitespace-pre-line text-slate-800">{item.text}</p>
          {mentioned(item) && (
            <p className="mt-3 inline-block rounded bg-brand-50 px-2 py-0.5 text-sm font-medium text-brand-800">
              {t("linkedin.mentions", { title: mentioned(item) })}
            </p>
          )}
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t("linkedin.view")}
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">{t("linkedin.newTab")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

import { CalendarDays, Clock, ExternalLink, UserRound } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { SessionView } from "#app/domain/webinars/webinars.ts";

/**
 * One webinar (spec 001 §2.17): title, date and time in Sydney time with its zone, presenter, length and
 * description, and its action: 'Register Now' for an upcoming session (to the form, preselecting it; "Fully booked"
 * once it is), 'Watch Recording' for a past one (the recording, on its video host, or the recording-request
 * section). The action link is described by the title. Texts standing in in English are marked as such.
 */
export function SessionCard({ session, kind }: { session: SessionView; kind: "upcoming" | "past" }) {
  const { t, i18n } = useTranslation("webinars");
  const titleId = useId();
  const inEnglish = session.textLang !== i18n.language;
  const textLang = inEnglish ? { lang: session.textLang, dir: "ltr" as const } : {};
  return (
    <li
      id={`${kind}-${session.id}`}
      className="flex scroll-mt-20 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid={`${kind}-webinar`}
    >
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900" {...textLang}>
          {session.title}
        </h3>
        {inEnglish && <p className="mt-1 text-xs text-slate-600">{t("cards.englishOnly")}</p>}
        <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
          <li className="flex items-start gap-2">
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <time dateTime={session.iso}>{session.date}</time>
          </li>
          <li className="flex items-start gap-2">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span data-testid="session-time">
              {t("cards.time", { time: session.time, zone: session.zone })}
              {" · "}
              {t("cards.duration", { minutes: session.minutes })}
            </span>
          </li>
          <li className="flex items-start gap-2">
            <UserRound aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>{t("cards.presenter", { name: session.presenterName, role: session.presenterRole })}</span>
          </li>
        </ul>
        <p className="mt-3 flex-1 text-slate-600" {...textLang}>
          {session.description}
        </p>
        <div className="mt-5">
          {kind === "upcoming" && session.full ? (
            <p className="font-semibold text-slate-700" data-testid="session-full">
              {t("cards.full")}
            </p>
          ) : kind === "upcoming" ? (
            <LocalizedLink
              to={`/webinars?webinar=${session.id}#register`}
              preventScrollReset
              className={buttonClass("primary")}
              aria-describedby={titleId}
            >
              {t("cards.register")}
            </LocalizedLink>
          ) : session.recordingAttached ? (
            <a
              href={session.recordingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonClass("secondary")} gap-1`}
              aria-describedby={titleId}
            >
              {t("cards.watch")}
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only">{t("linkedin.newTab")}</span>
            </a>
          ) : (
            <LocalizedLink
              to={session.recordingUrl}
              preventScrollReset
              className={buttonClass("secondary")}
              aria-describedby={titleId}
            >
              {t("cards.watch")}
            </LocalizedLink>
          )}
        </div>
      </article>
    </li>
  );
}

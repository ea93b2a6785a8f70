import { ArrowRight, CalendarCheck, CalendarDays, Clock, Gift, UserRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/language.tsx";
import { DiscoveryCallLink } from "#app/components/leads/offer-actions.tsx";
import { BandButton, CtaBand, FaqList, ON_DARK_LINK, Section } from "#app/components/ui/sections.tsx";
import { SessionCard } from "#app/components/webinars/session-card.tsx";
import type { SessionView } from "#app/domain/webinars/webinars.ts";

// The parts of /webinars (spec 001 §2.17) that hold no form.

const FAQ_IDS = ["duration", "free", "reply", "recordings", "timeZone"] as const;
const PERKS = [
  { id: "free", icon: Gift },
  { id: "timeZone", icon: Clock },
  { id: "invite", icon: CalendarCheck },
] as const;

/**
 * The hero's picture (design system, section patterns): the next session at a glance, with its date and time in
 * Sydney time, its presenter and a link that preselects it in the form.
 */
export function NextSessionCard({ session }: { session: SessionView }) {
  const { t, i18n } = useTranslation("webinars");
  return (
    <aside
      aria-labelledby="next-session-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      data-testid="next-session"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t("hero.next")}</p>
      <h2
        id="next-session-title"
        className="mt-2 text-xl font-semibold text-slate-900"
        {...(session.textLang !== i18n.language && { lang: session.textLang, dir: "ltr" })}
      >
        {session.title}
      </h2>
      <ul className="mt-4 space-y-2 text-slate-700">
        <li className="flex items-start gap-2">
          <CalendarDays aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
          <time dateTime={session.iso}>{session.date}</time>
        </li>
        <li className="flex items-start gap-2">
          <Clock aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
          <span>{t("cards.time", { time: session.time, zone: session.zone })}</span>
        </li>
        <li className="flex items-start gap-2">
          <UserRound aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
          <span>{session.presenterName}</span>
        </li>
      </ul>
      <LocalizedLink
        to={`/webinars?webinar=${session.id}#register`}
        preventScrollReset
        className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
      >
        {t("hero.nextRegister")}
        <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
      </LocalizedLink>
    </aside>
  );
}

/** The next sessions (or a line saying none is planned) and the latest recordings. */
export function SessionLists({
  upcoming,
  past,
}: {
  upcoming: readonly SessionView[];
  past: readonly SessionView[];
}) {
  const { t } = useTranslation("webinars");
  return (
    <>
      <Section id="upcoming" title={t("upcoming.title")} intro={t("upcoming.intro")}>
        {upcoming.length > 0 ? (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((session) => (
              <SessionCard key={session.id} session={session} kind="upcoming" />
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">{t("upcoming.none")}</p>
        )}
      </Section>
      <Section id="past" title={t("past.title")} intro={t("past.intro")} tone="muted">
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {past.map((session) => (
            <SessionCard key={session.id} session={session} kind="past" />
          ))}
        </ul>
      </Section>
    </>
  );
}

/** Why register: free, in your time zone, with a calendar invite. */
export function WebinarPerks() {
  const { t } = useTranslation("webinars");
  return (
    <ul className="space-y-4">
      {PERKS.map(({ id, icon: Icon }) => (
        <li key={id} className="flex gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h3 className="font-semibold text-slate-900">{t(`perks.${id}.title`)}</h3>
            <p className="mt-1 text-sm text-slate-600">{t(`perks.${id}.text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function WebinarFaq() {
  const { t } = useTranslation("webinars");
  return (
    <Section id="faq" title={t("faq.title")}>
      <FaqList
        items={FAQ_IDS.map((id) => ({
          id: `faq-${id}`,
          question: t(`faq.${id}.question`),
          answer: t(`faq.${id}.answer`),
        }))}
      />
    </Section>
  );
}

/** The closing band: plans and contact. */
export function WebinarsCta() {
  const { t } = useTranslation("webinars");
  return (
    <CtaBand
      title={t("cta.title")}
      text={t("cta.text")}
      actions={
        <>
          <BandButton to="/pricing">{t("cta.pricing")}</BandButton>
          <DiscoveryCallLink className={ON_DARK_LINK} />
        </>
      }
    />
  );
}

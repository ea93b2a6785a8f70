/**
 * What `/demo-scheduler` reads and does on the server (spec 001 §2.19, §4, §5, §8, §9; issue 13 item 1). The steps
 * live in the URL query; the loader checks what the query carries and sends a step reached without its inputs back
 * to the first one missing. Two posts: the info step (checked, then on to the date step) and the booking.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import {
  type BookedDemo,
  type DateChoice,
  type DemoDraft,
  type DemoNotice,
  type DemoStep,
  demoNoticeOf,
  demoStepOf,
  draftFrom,
  stepIndex,
  stepQuery,
  type TimeChoice,
} from "#app/domain/demo-scheduler/demo-booking.ts";
import { DemoBookingSchema, DemoInfoSchema } from "#app/domain/demo-scheduler/demo-booking-schema.ts";
import {
  canonicalTimeZone,
  type DemoDate,
  demoDates,
  demoSlots,
  formatDemoDate,
  offeredSlot,
  slotLabel,
  visitorTime,
} from "#app/domain/demo-scheduler/demo-slots.ts";
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import { type LanguageCode, languageFromPath, localHref } from "#app/domain/languages.ts";
import { isCustomerId } from "#app/domain/regions/middle-east-hub.ts";
import { getDb } from "#app/server/db/db.server.ts";
import { slotWords } from "#app/server/demo-scheduler/booking-emails.server.ts";
import { findBooking, holdDemo, takenSlots } from "#app/server/demo-scheduler/bookings.server.ts";
import { aboutOf, knownCountry, knownPlan } from "#app/server/demo-scheduler/demo-topics.server.ts";
import { bookingIdOf, cancelToken } from "#app/server/demo-scheduler/tokens.server.ts";
import { PUBLIC_FORM, receiveForm } from "#app/server/form/receive-form.server.ts";
import { PRIVATE_CACHE } from "#app/server/http/cache-control.server.ts";
import { getRequestValues } from "#app/server/http/request-context.server.ts";

const PAGE = "/demo-scheduler";

export type SchedulerData = {
  step: DemoStep;
  /** What the query carries, cleaned: unknown countries, plans and zones dropped. */
  draft: DemoDraft;
  /** "Saudi Arabia", a plan's name, or null. */
  about: string | null;
  notice: DemoNotice | null;
  /** The info step's errors when the visitor was sent back to it. */
  infoAnswer: FormAnswer | null;
  dates: DateChoice[];
  dateLabel: string | null;
  times: TimeChoice[];
  /** The chosen slot in words (confirm step). */
  slot: { time: string; local: string | null } | null;
  booked: BookedDemo | null;
};

/** The query's draft with the carried context checked: a country, plan, customer or zone we do not know is dropped. */
function cleanDraft(query: URLSearchParams): DemoDraft {
  const draft = draftFrom(query);
  if (!knownCountry(draft.country)) delete draft.country;
  if (!knownPlan(draft.plan)) delete draft.plan;
  if (!isCustomerId(draft.customer)) delete draft.customer;
  const tz = canonicalTimeZone(draft.tz);
  if (tz) draft.tz = tz;
  else delete draft.tz;
  return draft;
}

const stepHref = (lang: LanguageCode, step: DemoStep, draft: DemoDraft, notice?: DemoNotice) =>
  localHref(lang, PAGE, stepQuery(step, draft, notice ? { notice } : {}));

const formDataOf = (draft: DemoDraft) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(draft)) if (value) formData.set(name, value);
  return formData;
};

/** Personal answers (the visitor's details in the query) are never kept by a cache, nor indexed. */
const PERSONAL = { headers: { "Cache-Control": PRIVATE_CACHE, "X-Robots-Tag": "noindex" } };

/**
 * The page's data for the step the query asks for. A step reached without its inputs (a direct link, a slot
 * taken since) is answered with a redirect to the first step missing one, with what the visitor chose kept.
 */
export async function schedulerPageData(request: Request, now = new Date()) {
  const url = new URL(request.url);
  const lang = languageFromPath(url.pathname);
  const step = demoStepOf(url.searchParams.get("step"));
  const empty: SchedulerData = {
    step,
    draft: {},
    about: null,
    notice: demoNoticeOf(url.searchParams.get("notice")),
    infoAnswer: null,
    dates: [],
    dateLabel: null,
    times: [],
    slot: null,
    booked: null,
  };
  if (step === "success") {
    const booking = await findBooking(getDb(), bookingIdOf(url.searchParams.get("booking")) ?? "");
    if (!booking || booking.cancelledAt) throw redirect(localHref(lang, PAGE));
    const words = slotWords(booking, lang);
    const booked = {
      held: booking.heldUntil !== null,
      name: booking.name,
      email: booking.email,
      date: words.date,
      time: words.time,
      local: words.local,
      cancelHref: localHref(lang, `${PAGE}/cancel`, { token: cancelToken(booking.id) }),
    };
    return data({ ...empty, about: aboutOf(booking, lang), booked }, PERSONAL);
  }

  const draft = cleanDraft(url.searchParams);
  const about = aboutOf(draft, lang);
  const page = { ...empty, draft, about };
  const info = DemoInfoSchema.safeParse(draft);
  const dates = demoDates(now);
  const chosenDate = dates.find((date) => date === draft.date);
  const slots = chosenDate ? demoSlots(chosenDate) : [];
  const taken = chosenDate
    ? await takenSlots(getDb(), slots[0]!.start, new Date(slots.at(-1)!.start.getTime() + 1), now)
    : new Set<number>();
  const chosen = chosenDate ? offeredSlot(chosenDate, draft.time, now) : null;
  const reached: DemoStep = !info.success
    ? "info"
    : !chosenDate
      ? "date"
      : !chosen || taken.has(chosen.start.getTime())
        ? "time"
        : "confirm";
  if (stepIndex(step) > stepIndex(reached)) {
    const why: Record<DemoStep, DemoNotice> = {
      info: "infoRequired",
      date: "dateRequired",
      time: chosen ? "slotTaken" : "timeRequired",
      confirm: "timeRequired",
      success: "timeRequired",
    };
    const kept = reached === "time" && chosen ? { ...draft, time: undefined } : draft;
    throw redirect(stepHref(lang, reached, kept, why[reached]));
  }

  const personal = Object.keys(draft).some((field) => !["country", "plan", "customer"].includes(field));
  const init = personal || step !== "info" ? PERSONAL : undefined;
  switch (step) {
    case "info": {
      const infoAnswer =
        page.notice === "infoRequired"
          ? { result: parseWithZod(formDataOf(draft), { schema: DemoInfoSchema }).reply(), sent: false }
          : null;
      return data({ ...page, infoAnswer }, init);
    }
    case "date": {
      const allTaken = await takenSlots(
        getDb(),
        demoSlots(dates[0]!)[0]!.start,
        nextDayStart(dates.at(-1)!),
        now,
      );
      const choices = dates.map((date) => ({
        date,
        label: formatDemoDate(date, lang),
        full: demoSlots(date).every((slot) => allTaken.has(slot.start.getTime())),
      }));
      return data({ ...page, dates: choices }, init);
    }
    case "time": {
      const times = slots.map((slot) => ({
        time: slot.time,
        label: slotLabel(slot, lang),
        local: visitorTime(slot.start, lang, draft.tz),
        taken: taken.has(slot.start.getTime()) || slot.start.getTime() <= now.getTime(),
      }));
      return data({ ...page, dateLabel: formatDemoDate(chosenDate!, lang), times }, init);
    }
    default: {
      const slot = { time: slotLabel(chosen!, lang), local: visitorTime(chosen!.start, lang, draft.tz) };
      return data({ ...page, dateLabel: formatDemoDate(chosenDate!, lang), slot }, init);
    }
  }
}

/** The first instant after `date`'s last slot (the end of the range of slots to look up). */
const nextDayStart = (date: DemoDate) => new Date(demoSlots(date).at(-1)!.start.getTime() + 1);

/** The two posts, told apart by `intent`: the info step and the booking (the confirm step's button). */
const SchedulerFormSchema = z.discriminatedUnion("intent", [
  DemoInfoSchema.extend({ intent: z.literal("info") }),
  DemoBookingSchema.extend({ intent: z.literal("book") }),
]);

/**
 * The info step: through the one form pipeline (body limit, honeypot, per-IP rate limit, zod), then on to the date
 * step. The booking: checked again in full (the slot must be one offered now), stored with its mails, then the
 * success step; a slot someone else has just taken sends the visitor back to the time step with their info kept
 * ('This time was just booked. Please pick another.'); any other failure answers 'Failed to schedule your demo.
 * Please try again.' on the confirm step, which still holds everything.
 */
export async function schedulerAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  now = new Date(),
) {
  const form = await receiveForm(request, context, SchedulerFormSchema, PUBLIC_FORM);
  const lang = languageFromPath(new URL(request.url).pathname);
  if (!form.valid) {
    // A booking whose fields no longer hold (edited by hand): the loader sends the visitor to the step to fix.
    const status = (form.answer.init as ResponseInit | null)?.status;
    if (form.payload.intent === "book" && status === 400) {
      return redirect(stepHref(lang, "confirm", draftFrom(formDataOf(form.payload as DemoDraft))));
    }
    return form.answer;
  }
  const { value } = form;
  const draft: DemoDraft = {
    name: value.name,
    email: value.email,
    company: value.company,
    tz: value.tz,
    country: knownCountry(value.country),
    plan: knownPlan(value.plan),
    customer: value.customer,
  };
  if (value.intent === "info") return redirect(stepHref(lang, "date", draft));

  const chosen = { ...draft, date: value.date };
  const slot = offeredSlot(value.date, value.time, now);
  if (!slot) return redirect(stepHref(lang, "time", chosen, "timeRequired"));
  // A hold sends a mail to the address typed and keeps a slot from others: a few a day per address and per client.
  const refused =
    (await form.limit("demoHoldPerAddress", value.email, "holdLimit")) ??
    (await form.limit("demoHoldPerIp", getRequestValues(context).clientIp, "holdLimit"));
  if (refused) return refused;
  const result = await holdDemo(
    getDb(),
    {
      name: value.name,
      email: value.email,
      company: value.company,
      slotStart: slot.start,
      country: draft.country,
      plan: draft.plan,
      customerId: draft.customer,
      timeZone: draft.tz,
      language: lang,
    },
    now,
  );
  switch (result.status) {
    case "held":
      return redirect(localHref(lang, PAGE, { step: "success", booking: cancelToken(result.booking.id) }));
    case "taken":
      return redirect(stepHref(lang, "time", chosen, "slotTaken"));
    case "unavailable":
      return redirect(stepHref(lang, "time", chosen, "timeRequired"));
    case "failed":
      return form.fail("scheduleFailed", 500);
  }
}

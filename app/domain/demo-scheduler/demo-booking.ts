/**
 * The demo scheduler's steps and form (spec 001 §3 "Demo scheduling form", §4, §5): info (name, email, company),
 * date, time, confirm, success. What the visitor has chosen so far travels in the URL query (`?step=time&name=…`),
 * so every step can be reloaded, bookmarked and reached without JavaScript; a step whose inputs are missing sends
 * the visitor back to the first step that lacks one. The form's schemas are in `demo-booking-schema.ts` (zod loads
 * after the page is interactive).
 */

export const DEMO_STEPS = ["info", "date", "time", "confirm", "success"] as const;
export type DemoStep = (typeof DEMO_STEPS)[number];

export const demoStepOf = (value: unknown): DemoStep => DEMO_STEPS.find((step) => step === value) ?? "info";
export const stepIndex = (step: DemoStep) => DEMO_STEPS.indexOf(step);

/** What the demo is about, from the page the visitor came from: a country page, a plan page, a private link. */
export const CONTEXT_FIELDS = ["country", "plan", "customer"] as const;

/** Everything the steps carry, as the URL has it (strings, unchecked). */
export type DemoDraft = Partial<Record<(typeof DRAFT_FIELDS)[number], string>>;
export const DRAFT_FIELDS = ["name", "email", "company", "tz", ...CONTEXT_FIELDS, "date", "time"] as const;

/** The draft a URL query (or a posted form) carries: its known fields, trimmed, long values cut off. */
export function draftFrom(values: URLSearchParams | FormData): DemoDraft {
  const draft: DemoDraft = {};
  for (const field of DRAFT_FIELDS) {
    const value = values.get(field);
    if (typeof value === "string" && value.trim()) draft[field] = value.trim().slice(0, 300);
  }
  return draft;
}

/** The fields gathered before each step: its form carries them on as hidden inputs. */
const FIELDS_BEFORE: Record<DemoStep, readonly (keyof DemoDraft)[]> = {
  info: ["tz", ...CONTEXT_FIELDS],
  date: ["name", "email", "company", "tz", ...CONTEXT_FIELDS],
  time: ["name", "email", "company", "tz", ...CONTEXT_FIELDS, "date"],
  confirm: DRAFT_FIELDS,
  success: [],
};

/**
 * The query of `step` with the whole draft (`?step=time&name=…&date=…`): a later choice rides along as the step's
 * preselection, so Back keeps everything the visitor chose. `extra` adds a notice.
 */
export function stepQuery(
  step: DemoStep,
  draft: DemoDraft,
  extra: Record<string, string> = {},
): Record<string, string> {
  const query: Record<string, string> = step === "info" ? {} : { step };
  for (const field of DRAFT_FIELDS) {
    const value = draft[field];
    if (value) query[field] = value;
  }
  return { ...query, ...extra };
}

/** The hidden inputs of a step's form: everything gathered before it (the step's own choice is its input). */
export function carriedFields(step: DemoStep, draft: DemoDraft): [string, string][] {
  const keep: readonly string[] = FIELDS_BEFORE[step];
  return DRAFT_FIELDS.filter((field) => keep.includes(field) && draft[field]).map((field) => [
    field,
    draft[field]!,
  ]);
}

/** The messages a step may show on arrival (`?notice=`), translated under `notices.` (`demo-scheduler`). */
export const DEMO_NOTICES = ["infoRequired", "dateRequired", "timeRequired", "slotTaken"] as const;
export type DemoNotice = (typeof DEMO_NOTICES)[number];
export const demoNoticeOf = (value: unknown): DemoNotice | null =>
  DEMO_NOTICES.find((notice) => notice === value) ?? null;

/** A step's choices: a date of the next 14 weekdays (fully booked or not). */
export type DateChoice = { date: string; label: string; full: boolean };
/** A slot of the chosen date: its Sydney label (`09:00 AM AEDT`), the visitor's own time, whether it is taken. */
export type TimeChoice = { time: string; label: string; local: string | null; taken: boolean };
/** The booking the success step shows. */
export type BookedDemo = {
  /** Still waiting for the visitor to confirm it from the mail (decision 053). */
  held: boolean;
  name: string;
  email: string;
  date: string;
  time: string;
  local: string | null;
  cancelHref: string;
};

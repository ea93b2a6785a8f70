/**
 * The back office's content forms (issue 15 item 5): blog posts, partners and opportunities. Each form posts an
 * `intent` (the button pressed): `save`, `preview` (posts only: the Markdown rendered without saving) or `delete`
 * (after the confirmation step). Messages are translation keys under `errors.` in the `admin-content` namespace.
 * Pure: no I/O, no React.
 */
import { z } from "zod";
import {
  CONTENT_LIMITS,
  isWebAddress,
  POST_STATUSES,
  SLUG_PATTERN,
  suggestSlug,
  tagsOf,
} from "#app/domain/admin/content-fields.ts";
import { VERSION_STATUSES } from "#app/domain/content/language-versions.ts";
import { isCalendarDate } from "#app/domain/demo-scheduler/demo-slots.ts";
import { requiredText } from "#app/domain/form/form-schema-parts.ts";
import { FIRM_FIGURE_MAX } from "#app/domain/marketing/firm-figures.ts";
import { MEDIA_ID_PATTERN } from "#app/domain/media/media-files.ts";
import { PARTNER_CATEGORIES, PARTNERSHIP_LEVELS } from "#app/domain/partners/partner-directory.ts";
import { WEBINAR_ID_PATTERN } from "#app/domain/webinars/webinars.ts";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .optional()
    .transform((value) => value ?? "");

/** A checkbox: "on" when ticked (Conform reads it as true), absent when not. */
const flag = z
  .boolean()
  .optional()
  .transform((value) => value ?? false);

/** An optional web address: empty is null. */
const webAddress = z
  .string()
  .trim()
  .max(CONTENT_LIMITS.url, { error: "tooLong", abort: true })
  .refine(isWebAddress, "urlInvalid")
  .optional()
  .transform((value) => value ?? null);

/** A record's image from the media library (decision 086): an image's id, or empty for none. */
const imageChoice = z
  .string()
  .trim()
  .max(36, { error: "imageInvalid", abort: true })
  .regex(MEDIA_ID_PATTERN, "imageInvalid")
  .optional()
  .transform((value) => value ?? null);

const calendarDate = z.string({ error: "dateRequired" }).refine(isCalendarDate, "dateInvalid");

/**
 * A record's id, chosen by staff (`p-northbridge`): a slug. Not `new`, which is the address of the form that creates
 * one.
 */
const recordId = z
  .string({ error: "idRequired" })
  .trim()
  .max(CONTENT_LIMITS.slug, { error: "tooLong", abort: true })
  .regex(SLUG_PATTERN, { error: "slugInvalid", abort: true })
  .refine((id) => id !== "new", "idReserved");

const deleteIntent = z.object({ intent: z.literal("delete") });

/**
 * A post as the form sends it. Left empty, the slug is the title's (`suggestSlug`); a title without a letter a-z
 * (Arabic, Chinese) cannot give one, so the slug must then be typed.
 */
const postFields = z
  .object({
    intent: z.literal("save"),
    title: requiredText("titleRequired", CONTENT_LIMITS.title),
    slug: z
      .string()
      .trim()
      .max(CONTENT_LIMITS.slug, { error: "tooLong", abort: true })
      .regex(SLUG_PATTERN, "slugInvalid")
      .optional(),
    description: optionalText(CONTENT_LIMITS.description),
    content: optionalText(CONTENT_LIMITS.content),
    author: requiredText("authorRequired", CONTENT_LIMITS.author),
    tags: z
      .string()
      .optional()
      .transform(tagsOf)
      .pipe(
        z.array(z.string().max(CONTENT_LIMITS.tag, "tagTooLong")).max(CONTENT_LIMITS.tags, "tooManyTags"),
      ),
    isPremium: flag,
    status: z.enum(POST_STATUSES, { error: "statusInvalid" }),
    publishedOn: calendarDate,
    imageId: imageChoice,
  })
  .refine((post) => post.slug !== undefined || !post.title || suggestSlug(post.title) !== "", {
    path: ["slug"],
    error: "slugRequired",
  });

export type PostInput = Omit<z.output<typeof postFields>, "intent">;

/** The slug a saved post gets: the one typed, else the title's. */
export const postSlug = (post: Pick<PostInput, "slug" | "title">) => post.slug ?? suggestSlug(post.title);

/** The post form: save, preview the Markdown (only `content` matters) or delete. */
export const postFormSchema = z.discriminatedUnion("intent", [
  postFields,
  z.object({ intent: z.literal("preview"), content: optionalText(CONTENT_LIMITS.content) }),
  deleteIntent,
]);

/** What the editor's live preview posts: the Markdown alone. */
export const previewSchema = z.object({ content: optionalText(CONTENT_LIMITS.content) });

const partnerFields = z.object({
  intent: z.literal("save"),
  id: recordId,
  name: requiredText("nameRequired", CONTENT_LIMITS.name),
  description: requiredText("descriptionRequired", CONTENT_LIMITS.text),
  imageId: imageChoice,
  category: z.enum(PARTNER_CATEGORIES, { error: "categoryInvalid" }),
  industry: requiredText("industryRequired", CONTENT_LIMITS.short),
  specialty: requiredText("specialtyRequired", CONTENT_LIMITS.short),
  website: webAddress,
  partnershipLevel: z.enum(PARTNERSHIP_LEVELS, { error: "levelInvalid" }),
  isActive: flag,
  isFeatured: flag,
});

export type PartnerInput = Omit<z.output<typeof partnerFields>, "intent">;

export const partnerFormSchema = z.discriminatedUnion("intent", [partnerFields, deleteIntent]);

const opportunityFields = z.object({
  intent: z.literal("save"),
  id: recordId,
  title: requiredText("titleRequired", CONTENT_LIMITS.title),
  description: requiredText("descriptionRequired", CONTENT_LIMITS.text),
  deadline: calendarDate,
  department: requiredText("departmentRequired", CONTENT_LIMITS.short),
  active: flag,
});

export type OpportunityInput = Omit<z.output<typeof opportunityFields>, "intent">;

export const opportunityFormSchema = z.discriminatedUnion("intent", [opportunityFields, deleteIntent]);

/**
 * One language's version of a legal text (decision 081): its Markdown, the date it shows as "Last updated", and
 * draft or published (English has no choice: it is always published, as it stands in for the others). `preview`
 * renders the Markdown without saving, for the editor without JavaScript.
 */
const legalVersionFields = z.object({
  content: requiredText("contentRequired", CONTENT_LIMITS.content),
  lastUpdated: calendarDate,
  status: z.enum(VERSION_STATUSES, { error: "statusInvalid" }).optional().default("draft"),
});

export type LegalVersionInput = z.output<typeof legalVersionFields>;

export const legalVersionFormSchema = z.discriminatedUnion("intent", [
  legalVersionFields.extend({ intent: z.literal("save") }),
  z.object({ intent: z.literal("preview"), content: optionalText(CONTENT_LIMITS.content) }),
]);

/**
 * A webinar's shared fields (decision 082): its id (fixed once saved: registrations and recording requests name
 * it), its start as a date and time in Sydney, its length, its presenter, and the joining link, capacity and
 * recording staff add as they have them.
 */
const webinarFields = z.object({
  intent: z.literal("save"),
  id: z
    .string({ error: "idRequired" })
    .trim()
    .regex(WEBINAR_ID_PATTERN, { error: "webinarIdInvalid", abort: true })
    .refine((id) => id !== "new", "idReserved"),
  startDate: calendarDate,
  startTime: z.string({ error: "timeRequired" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "timeInvalid"),
  minutes: z
    .number({ error: "minutesInvalid" })
    .int("minutesInvalid")
    .min(15, "minutesInvalid")
    .max(480, "minutesInvalid"),
  presenterName: requiredText("presenterRequired", CONTENT_LIMITS.name),
  joiningUrl: webAddress,
  capacity: z
    .number({ error: "capacityInvalid" })
    .int("capacityInvalid")
    .min(1, "capacityInvalid")
    .max(100_000, "capacityInvalid")
    .optional()
    .transform((value) => value ?? null),
  recordingUrl: webAddress,
});

export type WebinarInput = Omit<z.output<typeof webinarFields>, "intent">;

export const webinarFormSchema = z.discriminatedUnion("intent", [webinarFields, deleteIntent]);

/**
 * One language's version of a kind's texts (decision 081): the kind's text fields, and draft or published (a
 * published version is what visitors of that language read).
 */
const textVersionForm = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({
    intent: z.literal("save"),
    ...fields,
    status: z.enum(VERSION_STATUSES, { error: "statusInvalid" }),
  });

/** A webinar's texts in one language: title, description, the presenter's role. */
export const webinarVersionFormSchema = textVersionForm({
  title: requiredText("titleRequired", CONTENT_LIMITS.title),
  description: requiredText("descriptionRequired", CONTENT_LIMITS.text),
  presenterRole: requiredText("presenterRoleRequired", CONTENT_LIMITS.short),
});

/** A leadership team member's shared fields: an id (fixed once saved), the name, and the place in the list. */
const teamMemberFields = z.object({
  intent: z.literal("save"),
  id: recordId,
  name: requiredText("nameRequired", CONTENT_LIMITS.name),
  position: z
    .number({ error: "positionInvalid" })
    .int("positionInvalid")
    .min(0, "positionInvalid")
    .max(999, "positionInvalid"),
  imageId: imageChoice,
});

export type TeamMemberInput = Omit<z.output<typeof teamMemberFields>, "intent">;

export const teamMemberFormSchema = z.discriminatedUnion("intent", [teamMemberFields, deleteIntent]);

/** A team member's texts in one language: the role and a short biography. */
export const teamMemberVersionFormSchema = textVersionForm({
  role: requiredText("roleRequired", CONTENT_LIMITS.short),
  bio: requiredText("bioRequired", CONTENT_LIMITS.text),
});

/**
 * A post's translation in one language (its own row is its English text): title, description and Markdown body,
 * draft or published; `preview` renders the Markdown without saving.
 */
export const postVersionFormSchema = z.discriminatedUnion("intent", [
  textVersionForm({
    title: requiredText("titleRequired", CONTENT_LIMITS.title),
    description: optionalText(CONTENT_LIMITS.description),
    content: requiredText("contentRequired", CONTENT_LIMITS.content),
  }),
  z.object({ intent: z.literal("preview"), content: optionalText(CONTENT_LIMITS.content) }),
]);

/** A newsletter issue's shared field (decision 085): its id, fixed once saved (its archive address). */
const newsletterIssueFields = z.object({ intent: z.literal("save"), id: recordId });

export type NewsletterIssueInput = Omit<z.output<typeof newsletterIssueFields>, "intent">;

export const newsletterIssueFormSchema = z.discriminatedUnion("intent", [
  newsletterIssueFields,
  deleteIntent,
]);

/**
 * A newsletter issue in one language: its subject and Markdown body, and draft or published (published: what that
 * language's subscribers are sent, and what its archive shows). `preview` renders the Markdown without saving;
 * `test` mails what the form holds to the staff member, nothing saved.
 */
const newsletterIssueText = {
  subject: requiredText("subjectRequired", CONTENT_LIMITS.title),
  content: requiredText("contentRequired", CONTENT_LIMITS.content),
};

export const newsletterIssueVersionFormSchema = z.discriminatedUnion("intent", [
  textVersionForm(newsletterIssueText),
  z.object({ intent: z.literal("test"), ...newsletterIssueText }),
  z.object({ intent: z.literal("preview"), content: optionalText(CONTENT_LIMITS.content) }),
]);

/** Starting a newsletter issue's send: the confirmation step's one button. */
export const newsletterSendSchema = z.object({ intent: z.literal("send") });

const firmFigure = z
  .number({ error: "figureInvalid" })
  .int("figureInvalid")
  .min(0, "figureInvalid")
  .max(FIRM_FIGURE_MAX, "figureInvalid");

/** The firm's four figures (decision 084), each a whole number. */
export const firmFiguresFormSchema = z.object({
  intent: z.literal("save"),
  companies: firmFigure,
  partners: firmFigure,
  readiness: firmFigure,
  reply: firmFigure,
});

/** An image's alt text in one language (decision 086): what a screen reader says in its place. */
export const mediaAltVersionFormSchema = textVersionForm({
  alt: requiredText("altRequired", CONTENT_LIMITS.alt),
});

/** An image for each of `ids` (the regions' pictures, `/admin/regions`): a library image's id, or empty for none. */
export const imageChoicesFormSchema = <Id extends string>(ids: readonly Id[]) =>
  z.object({
    intent: z.literal("save"),
    ...(Object.fromEntries(ids.map((id) => [id, imageChoice])) as Record<Id, typeof imageChoice>),
  });

/** An image's delete step. */
export const mediaDeleteSchema = deleteIntent;

/** The sample-content page's one action: delete every sample (`DeleteConfirm` posts it). */
export const sampleRemovalSchema = deleteIntent;

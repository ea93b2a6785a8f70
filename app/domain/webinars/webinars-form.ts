/**
 * The webinar forms' schemas (spec 001 §3, §5): registration (name, email, company and preferred time required;
 * topics and message optional) and the recording request. Messages are keys under `errors.` in `webinars`, or in
 * `forms` for the ones every form shares.
 */
import { z } from "zod";
import { FIELD_LIMITS } from "#app/domain/form/form-fields.ts";
import { emailAddress, pageField, requiredText } from "#app/domain/form/form-schema-parts.ts";
import { TIME_PREFERENCES, WEBINAR_TOPICS, webinarOfRecordingSource } from "#app/domain/webinars/webinars.ts";

/** The registration form. `webinar` is a catalogue id, or empty for "the next session". */
export const WebinarRegistrationSchema = z.object({
  name: requiredText("nameRequired", FIELD_LIMITS.name),
  email: emailAddress,
  company: requiredText("companyRequired", FIELD_LIMITS.company),
  timePreference: z.enum(TIME_PREFERENCES, { error: "timePreferenceRequired" }),
  interests: z
    .array(z.enum(WEBINAR_TOPICS, { error: "topicUnknown" }))
    .max(WEBINAR_TOPICS.length)
    .default([])
    .transform((topics) => [...new Set(topics)]),
  message: z.string().trim().max(FIELD_LIMITS.message, "tooLong").optional(),
  webinar: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,64}$/, "webinarUnknown")
    .optional(),
  page: pageField,
});

export type WebinarRegistration = z.output<typeof WebinarRegistrationSchema>;

/** A past session's recording request: the lead form's fields and its source, `webinar_recording_<id>`. */
export const RecordingRequestSchema = z.object({
  name: requiredText("nameRequired", FIELD_LIMITS.name),
  email: emailAddress,
  company: requiredText("companyRequired", FIELD_LIMITS.company),
  source: z.string().refine((source) => webinarOfRecordingSource(source) !== null, "webinarUnknown"),
  page: pageField,
});

export type RecordingRequest = z.output<typeof RecordingRequestSchema>;

/**
 * The two forms of a lead's page (`/admin/leads/:id`), both posted to its action and told apart by `intent`:
 * changing the lead's status, and adding a staff note. Messages are keys under `admin-leads:errors.`.
 */
import { z } from "zod";
import { LEAD_STATUS_CODES, NOTE_MAX_LENGTH } from "#app/domain/admin/lead-codes.ts";
import { requiredText } from "#app/domain/form/form-schema-parts.ts";

export const LeadStatusFormSchema = z.object({
  intent: z.literal("status"),
  status: z.enum(LEAD_STATUS_CODES, "statusRequired"),
});

export const LeadNoteFormSchema = z.object({
  intent: z.literal("note"),
  body: requiredText("noteRequired", NOTE_MAX_LENGTH),
});

export const LeadFormsSchema = z.discriminatedUnion("intent", [LeadStatusFormSchema, LeadNoteFormSchema], {
  error: "unknownIntent",
});
export type LeadFormsValue = z.output<typeof LeadFormsSchema>;
export type LeadFormIntent = LeadFormsValue["intent"];

/**
 * How a field shows that it is in error: its border, and the message the field points to. Shared by the form
 * controls (form-controls.tsx) and the page script, which clears a field's error on a document page
 * (page-script/form-answers.ts).
 */
export const INVALID_BORDER = "border-red-600";
export const VALID_BORDER = "border-slate-300";

/** The id of the message that says what is wrong with the field `id`. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * What the /tools action answers a tool's form with (`app/routes/tools/tools.server.ts`), read by the tool
 * components and their save box.
 *
 * - `result` is Conform's submission result, as in every `FormAnswer`: field errors as `errors.*` keys, and the
 *   values sent (`result.initialValue`), which the form shows again without JavaScript.
 * - `computed`: the tool's results, as the server computed them from the inputs (its `computeX`), when the inputs
 *   were valid; cast it to the tool's own result type (`computed as RoiResult`). (It cannot be called `result`:
 *   that name is Conform's.)
 * - `saved`: only for `intent=save` once the inputs were valid: true when the row and its mail were stored
 *   ('Results saved successfully!'), false when storing failed ('Error saving results. Please try again.').
 * - `intent`: the button that sent the form, once the form was read (`calculate` or `save`).
 */
import type { FormAnswer } from "#app/domain/form/form-answer.ts";
import type { ToolId } from "#app/domain/tools/tool-ids.ts";
import type { ToolIntent } from "#app/domain/tools/tools.ts";

export type ToolAnswer = FormAnswer & {
  tool: ToolId;
  intent?: ToolIntent;
  computed?: unknown;
  saved?: boolean;
};

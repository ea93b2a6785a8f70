/**
 * The /tools action (spec 001 §5, §8, §9): every tool's form posts here, `?tab=<id>` kept in the URL. `tool` names
 * the tool, `intent` the button: `calculate` (the no-JavaScript path: the page comes back with the results) or
 * `save` (with `email`: one row in `calculator_results` and the visitor's mail, in one transaction). The results
 * are always the server's own, computed from the inputs with the tool's domain function; anything else the
 * browser sends is ignored. Every post goes through the one form pipeline (size, honeypot, rate limit, zod).
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import type { ToolAnswer } from "#app/components/tools/tool-answer.ts";
import { HONEYPOT_FIELD } from "#app/domain/form/form-fields.ts";
import { isToolId, type ToolId, toolOfTab } from "#app/domain/tools/tool-ids.ts";
import { TOOL_INTENTS, TOOLS, type ToolIntent, toolFormSchema } from "#app/domain/tools/tools.ts";
import { PUBLIC_FORM, receiveForm } from "#app/server/form/receive-form.server.ts";
import { saveToolResults } from "#app/server/tools/tool-results.server.ts";

type ToolPost = { tool: ToolId; intent: ToolIntent; email?: string; input: unknown };

/**
 * The post of any tool: `tool` picks the tool's own form schema (`toolFormSchema`), whose issues are reported on
 * their fields; a tool that is not registered is refused as a whole (`unknownTool`).
 */
const ToolPostSchema = z.unknown().transform((value, ctx): ToolPost => {
  const sent = (value ?? {}) as Record<string, unknown>;
  const tool = sent.tool;
  if (!isToolId(tool)) {
    ctx.addIssue({ code: "custom", message: "unknownTool", path: [] });
    return z.NEVER;
  }
  const parsed = toolFormSchema(tool).safeParse(sent);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    return z.NEVER;
  }
  const {
    tool: _tool,
    intent,
    email,
    ...input
  } = parsed.data as Record<string, unknown> & {
    intent: ToolIntent;
    email?: string;
  };
  return { tool, intent, email, input };
});

/** The button a post names, when it is one of ours. */
const intentOf = (payload: Record<string, unknown>): ToolIntent | undefined =>
  TOOL_INTENTS.find((intent) => intent === payload.intent);

export async function toolsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await receiveForm(request, context, ToolPostSchema, PUBLIC_FORM);
  const tool = toolOfTab(typeof form.payload.tool === "string" ? form.payload.tool : null);
  if (!form.valid) {
    const refused = form.answer.data;
    const intent = intentOf(form.payload);
    // The honeypot's bot is answered as a person would be; nothing was stored.
    const bot = refused.sent && intent === "save" ? { saved: true } : {};
    return data<ToolAnswer>({ ...refused, tool, intent, ...bot }, form.answer.init ?? undefined);
  }
  const { value, payload, lang } = form;
  const module = TOOLS[value.tool];
  const input = value.input; // already parsed by the tool's schema (amounts in cents)
  const computed = module.compute(input);
  // The form keeps what was typed; the results shown are the server's.
  const { [HONEYPOT_FIELD]: _honeypot, ...sent } = payload;
  const answer: ToolAnswer = {
    result: { status: "success", initialValue: sent as Record<string, string> },
    sent: true,
    tool: value.tool,
    intent: value.intent,
    computed,
  };
  if (value.intent === "calculate") return data(answer);
  const saved = await saveToolResults({
    tool: value.tool,
    email: value.email!,
    lang,
    inputs: input,
    results: computed,
    summary: module.summarize(input, computed, lang),
  });
  return data<ToolAnswer>({ ...answer, sent: saved, saved }, { status: saved ? 200 : 500 });
}

/**
 * What the log keeps of an error: its type, code and message, never the values a failed query carried. Drizzle
 * writes a failed statement's parameters into the message and the stack (`\nparams: Ana,ana@example.com,…`), and
 * PostgreSQL puts the offending value in `detail` (`Key (email)=(ana@example.com) already exists`): a visitor's
 * name and address would reach the log (issue 25 item 16). The statement itself stays: it names no person.
 */
import pino from "pino";

const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

type Serialized = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

function scrub(serialized: Serialized): Serialized {
  const { params: _params, detail: _detail, where: _where, cause, ...kept } = serialized;
  return {
    ...kept,
    ...(typeof kept.message === "string" && { message: kept.message.replace(PARAMS, "") }),
    ...(typeof kept.stack === "string" && { stack: kept.stack.replace(PARAMS, "") }),
    ...(cause && typeof cause === "object" ? { cause: scrub(cause as Serialized) } : {}),
  };
}

/** pino's `err` serializer, scrubbed. */
export function logSafeError(error: unknown): Serialized {
  return scrub(pino.stdSerializers.err(error as Error) as unknown as Serialized);
}

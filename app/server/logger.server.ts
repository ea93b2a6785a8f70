import pino from "pino";
import { getEnv } from "#app/server/env.server.ts";
import { logSafeError } from "#app/server/log-safe-error.server.ts";

/** The application log (JSON lines on stdout), for code that runs outside a request's own logger. */
export const logger = pino({ level: getEnv().LOG_LEVEL, serializers: { err: logSafeError } });

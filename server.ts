/**
 * Express entry, built with the app into build/server/index.js (decision 018): validates the configuration, then
 * runs the server (app/server/run-server.server.ts). Nothing else loads before the configuration is known valid:
 * modules read it as they load (the logger its level), and each bad value must give one line naming it, as must
 * each setting a public deployment lacks (a SITE_URL that is not localhost: issue 25 item 11). Telemetry starts
 * in between (app/server/telemetry.server.ts): OpenTelemetry instruments express, pg and http as they load.
 */
import { getEnv, InvalidEnvError, publicDeploymentProblems } from "#app/server/env.server.ts";

function refuse(lines: string): never {
  console.error(
    lines
      .split("\n")
      .map((line) => `Invalid configuration: ${line}`)
      .join("\n"),
  );
  process.exit(1);
}

function loadEnv() {
  try {
    const env = getEnv();
    const missing = publicDeploymentProblems(process.env, env);
    return missing.length > 0 ? refuse(missing.join("\n")) : env;
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    return refuse(error.message);
  }
}

const env = loadEnv();
const { startTelemetry } = await import("#app/server/telemetry.server.ts");
await startTelemetry(env);
const { runServer } = await import("#app/server/run-server.server.ts");
await runServer(env);

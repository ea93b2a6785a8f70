/**
 * Express entry, built with the app into build/server/index.js (decision 018): validates the configuration, then
 * runs the server (app/server/run-server.server.ts). Nothing else loads before the configuration is known valid:
 * modules read it as they load (the logger its level), and a bad value must give one line naming it.
 */
import { getEnv, InvalidEnvError } from "#app/server/env.server.ts";

function loadEnv() {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof InvalidEnvError)) throw error;
    console.error(`Invalid configuration: ${error.message}`);
    process.exit(1);
  }
}

const env = loadEnv();
const { runServer } = await import("#app/server/run-server.server.ts");
await runServer(env);

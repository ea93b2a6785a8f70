/**
 * A stand-in server for processes.server.test.ts, run as its own process: each serving process answers its pid
 * (`/slow` after 500 ms); `FAIL_TO_START` makes `serve` throw. Logs JSON lines on stdout for the test to read.
 */
import pino from "pino";
import { closeHttpServer, listen, runServerProcesses } from "#app/server/processes.server.ts";

const logger = pino({ level: "info" });

await runServerProcesses({
  processes: Number(process.env.PROCESSES),
  logger,
  shutdownTimeoutMs: 3000,
  restartDelayMs: 200,
  stableMs: 60_000,
  async prepare() {
    logger.info("prepared");
    return { close: async () => logger.info("prepared closed") };
  },
  async serve() {
    if (process.env.FAIL_TO_START) throw new Error("cannot start");
    const server = await listen(
      (req, res) => setTimeout(() => res.end(String(process.pid)), req.url === "/slow" ? 500 : 0),
      Number(process.env.PORT),
      "127.0.0.1",
    );
    return async () => {
      await closeHttpServer(server);
      logger.info("serving process closed");
    };
  },
});

/**
 * The built server as the robustness suite watches it from outside: started as `npm start` runs it
 * (scripts/lib/serve.ts: its own port, a fresh embedded database and mail folder, production mode), with what it
 * writes kept for a failure's message, and its resident memory read from Linux's /proc.
 */
import { readFileSync } from "node:fs";
import { type RunningServer, startServer } from "../../scripts/lib/serve.ts";

export type BuiltServer = RunningServer & {
  port: number;
  /** Resident memory now, in MB. */
  rssMb(): number;
};

export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const server = await startServer(
    { LOG_LEVEL: "error", WEB_CONCURRENCY: "1", ...env },
    { output: "capture" },
  );
  return {
    ...server,
    port: Number(new URL(server.url).port),
    rssMb() {
      const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
      return Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1] ?? 0) / 1024;
    },
  };
}

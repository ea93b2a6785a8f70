/** Starts the built server on a free port with a fresh embedded database, for scripts that measure it. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = {
  url: string;
  /** The server's process (the primary one, when it runs several). */
  pid: number;
  /** Sends `signal` (SIGTERM: a graceful shutdown; SIGKILL: a crash), waits for the exit, removes its data. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  exitCode(): number | null;
};

export type StartOptions = {
  /** "ignore" discards the server's standard output (its request log at `LOG_LEVEL=info`); errors still show. */
  stdout?: "inherit" | "ignore";
};

export async function startServer(
  env: Record<string, string> = {},
  { stdout = "inherit" }: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ausentry-"));
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["build/server/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", stdout, "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    pid: child.pid!,
    exitCode: () => child.exitCode,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

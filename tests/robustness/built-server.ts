/**
 * The built server (`build/server/index.js`, as `npm start` runs it) in a child process of its own: its own port,
 * a fresh embedded database and mail folder, production mode. The robustness suite drives it as a visitor would
 * and watches it from outside: whether it is still running, its resident memory, its health check.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const BUILD = "build/server/index.js";

export type BuiltServer = {
  port: number;
  origin: string;
  /** The exit code or signal once the process ended; undefined while it runs. */
  exited(): string | undefined;
  /** Resident memory now, in MB (Linux `/proc`). */
  rssMb(): number;
  /** The last of what the process wrote (its error log lines), for a failure's message. */
  output(): string;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs} ms`);
}

/** Starts the build with `env` on top of the suite's defaults; resolves once /healthz answers. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run \`npm run build\` first (npm test does)`);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "ausentry-robustness-"));
  // The embedded database unless `env` names one: a DATABASE_URL of the shell running the tests is not ours.
  const { DATABASE_URL: _shells, ...inherited } = process.env;
  const child = spawn(process.execPath, [BUILD], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      PGLITE_DIR: path.join(dataDir, "pglite"),
      MAIL_LOG_DIR: path.join(dataDir, "mail"),
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exit: string | undefined;
  child.on("exit", (code, signal) => {
    exit = signal ?? String(code);
  });
  await waitForHealth(origin, child, 120_000);
  return {
    port,
    origin,
    exited: () => exit,
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    output: () => output,
    async stop() {
      if (exit === undefined) {
        const ended = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await ended;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

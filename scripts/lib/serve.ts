/**
 * Starts the built server on a free port with a fresh embedded database (unless `env` names a DATABASE_URL), for
 * the scripts that measure it and the robustness suite that attacks it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const BUILD = "build/server/index.js";

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
  /** How it ended (an exit code or a signal), or undefined while it runs. */
  exited(): string | undefined;
  /** The last 20 KB it wrote, with `output: "capture"`. */
  output(): string;
};

export type StartOptions = {
  /** "ignore" discards the server's standard output (its request log at `LOG_LEVEL=info`); errors still show. */
  stdout?: "inherit" | "ignore";
  /** "capture" keeps what the server writes (both streams) for `output()` instead of showing it. */
  output?: "show" | "capture";
};

export async function startServer(
  env: Record<string, string> = {},
  { stdout = "inherit", output = "show" }: StartOptions = {},
): Promise<RunningServer> {
  if (!existsSync(BUILD)) throw new Error(`${BUILD} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "ausentry-"));
  const url = `http://127.0.0.1:${port}`;
  // A DATABASE_URL of the shell running the script is not the throwaway database: only `env` names one.
  const { DATABASE_URL: _shells, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [BUILD], {
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      MAIL_LOG_DIR: path.join(dataDir, "mail"),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: output === "capture" ? ["ignore", "pipe", "pipe"] : ["ignore", stdout, "inherit"],
  });
  let written = "";
  const keep = (chunk: Buffer) => {
    written = (written + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exit: string | undefined;
  child.on("exit", (code, signal) => {
    exit = signal ?? String(code);
  });
  const deadline = Date.now() + 120_000;
  for (let up = false; !up; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}\n${written}`);
    if (Date.now() > deadline) throw new Error(`server did not answer /healthz within 120 s\n${written}`);
    up = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
  }
  return {
    url,
    pid: child.pid!,
    exitCode: () => child.exitCode,
    exited: () => exit,
    output: () => written,
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

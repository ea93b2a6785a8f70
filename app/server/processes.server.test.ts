/**
 * The process orchestration, on a stand-in server (processes.fixture.ts) started as a real process: node:cluster
 * only exists across processes. The real server on PostgreSQL with two workers is checked by hand (decision 017).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { get } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/serve.ts";

type Fixture = {
  child: ChildProcess;
  url: string;
  /** The `msg` of every log line so far. */
  messages(): string[];
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const running: Fixture[] = [];
afterEach(() => {
  for (const { child } of running.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

async function startFixture(env: Record<string, string>): Promise<Fixture> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/stand-in-server-process.ts"], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr!.on("data", (chunk) => {
    stderr += chunk;
  });
  const fixture: Fixture = {
    child,
    url: `http://127.0.0.1:${port}`,
    messages: () =>
      stdout
        .split("\n")
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { msg: string }).msg),
    stderr: () => stderr,
    exited: new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal }))),
  };
  running.push(fixture);
  return fixture;
}

/** The pid of the process that answers, over a new connection each time (workers take connections in turn). */
function answeringPid(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent: false, timeout: 2000 }, (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve(Number(body)));
    });
    request.on("timeout", () => request.destroy(new Error("no answer")));
    request.on("error", reject);
  });
}

/** The pids answering new connections, once `processes` distinct ones answer (workers start one by one). */
async function pidsServing(url: string, processes: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let tries = 0; pids.size < processes; tries++) {
    if (tries > 100) throw new Error(`${pids.size} of ${processes} processes answer on ${url}`);
    pids.clear();
    for (let n = 0; n < 2 * processes; n++) {
      const pid = await answeringPid(url).catch(() => undefined); // a connection handed to a dying worker is lost
      if (pid) pids.add(pid);
    }
    if (pids.size < processes) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return pids;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
async function killWorker(pid: number) {
  process.kill(pid, "SIGKILL");
  await expect.poll(() => isAlive(pid)).toBe(false);
}
const count = (messages: string[], message: string) => messages.filter((m) => m === message).length;

describe("server processes", () => {
  it("with one process, serves in it (no cluster) and stops on SIGTERM", async () => {
    const fixture = await startFixture({ PROCESSES: "1" });
    expect(await pidsServing(fixture.url, 1)).toEqual(new Set([fixture.child.pid]));
    fixture.child.kill("SIGTERM");
    expect(await fixture.exited).toEqual({ code: 0, signal: null });
    const messages = fixture.messages();
    expect(count(messages, "prepared")).toBe(1);
    expect(count(messages, "prepared closed")).toBe(0); // the single process serves with what it prepared
    expect(count(messages, "serving process closed")).toBe(1);
  });

  it("with two, prepares once, spreads connections over both workers, and stops both gracefully", async () => {
    const fixture = await startFixture({ PROCESSES: "2" });
    const workers = await pidsServing(fixture.url, 2);
    expect(workers.has(fixture.child.pid!)).toBe(false);

    const inFlight = answeringPid(`${fixture.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    fixture.child.kill("SIGTERM");
    expect(workers.has(await inFlight)).toBe(true); // answered, not cut off
    expect(await fixture.exited).toEqual({ code: 0, signal: null });

    const messages = fixture.messages();
    expect(count(messages, "prepared")).toBe(1);
    expect(count(messages, "prepared closed")).toBe(1);
    expect(count(messages, "shutting down: finishing in-flight requests")).toBe(2);
    expect(count(messages, "serving process closed")).toBe(2);
    expect([...workers].some(isAlive)).toBe(false);
  });

  it("replaces a worker that dies, waiting longer each time one dies young", async () => {
    const fixture = await startFixture({ PROCESSES: "2" });
    const first = await pidsServing(fixture.url, 2);
    const [victim, survivor] = first;
    await killWorker(victim!);
    const second = await pidsServing(fixture.url, 2);
    expect(second.has(survivor!)).toBe(true);
    const [replacement] = [...second].filter((pid) => pid !== survivor);
    expect(first.has(replacement!)).toBe(false);
    await killWorker(replacement!);
    expect((await pidsServing(fixture.url, 2)).has(replacement!)).toBe(false);

    expect(fixture.messages().filter((m) => m.startsWith("worker died"))).toEqual([
      "worker died: replacing it in 200 ms",
      "worker died: replacing it in 400 ms",
    ]);
    fixture.child.kill("SIGTERM");
    expect(await fixture.exited).toEqual({ code: 0, signal: null });
  });

  it("stops with code 1 when a worker cannot start, instead of restarting it forever", async () => {
    const fixture = await startFixture({ PROCESSES: "2", FAIL_TO_START: "1" });
    expect(await fixture.exited).toEqual({ code: 1, signal: null });
    expect(fixture.messages()).toContain("a worker failed to start: stopping");
    expect(fixture.stderr()).toContain("Error: cannot start");
  });
});

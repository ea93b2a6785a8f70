/**
 * A minimal static HTTP server (`node:http`) that answers each path with a response recorded beforehand: status,
 * headers and body computed once, no work per request. It is the ceiling for serving those bytes on this machine,
 * the yardstick `bench:pages` compares the site with.
 *
 * It runs in a child process of its own, so that it does not share an event loop with the load generator; this
 * file is both the parent's API (`startReplayServer`) and the child's program (when run with `--serve`).
 */
import { fork } from "node:child_process";
import { createServer, type OutgoingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

export type RecordedResponse = {
  path: string;
  status: number;
  headers: OutgoingHttpHeaders;
  body: Uint8Array;
};

export type ReplayServer = { url: string; stop(): Promise<void> };

/** Headers that describe the original connection or framing, not the response: the replay sets its own. */
const CONNECTION_HEADERS = ["connection", "keep-alive", "transfer-encoding", "date", "content-length"];

export async function startReplayServer(responses: RecordedResponse[]): Promise<ReplayServer> {
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], {
    execArgv: ["--import", "tsx"],
    // Structured clone carries the bodies as bytes (JSON would turn them into arrays of numbers).
    serialization: "advanced",
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve(message as number));
    child.once("exit", (code) => reject(new Error(`static server exited with code ${code}`)));
    child.send(responses);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function serve(responses: RecordedResponse[]) {
  const byPath = new Map(
    responses.map((response) => {
      const headers = Object.fromEntries(
        Object.entries(response.headers).filter(([name]) => !CONNECTION_HEADERS.includes(name.toLowerCase())),
      );
      const body = Buffer.from(response.body);
      return [
        response.path,
        { status: response.status, headers: { ...headers, "content-length": body.length }, body },
      ];
    }),
  );
  const server = createServer((req, res) => {
    const recorded = byPath.get(req.url ?? "");
    if (!recorded) {
      res.writeHead(404, { "content-length": 0 }).end();
      return;
    }
    res.writeHead(recorded.status, recorded.headers).end(recorded.body);
  });
  server.listen(0, "127.0.0.1", () => process.send?.((server.address() as AddressInfo).port));
  process.once("SIGTERM", () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

if (process.argv.includes("--serve")) {
  process.once("message", (responses) => serve(responses as RecordedResponse[]));
}

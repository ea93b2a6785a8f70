import pino from "pino";
import { createRequestHandler, data, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { createRequestContext } from "#app/server/http/request-context.server.ts";
import { requestErrorReporting } from "#app/server/observability/request-errors.server.ts";

type Loader = (args: { request: Request }) => unknown;

/**
 * React Router's own request handler over a one-route build whose loader is `loader`, with handleError from
 * requestErrorReporting logging to `lines`; the document is a plain text naming its status.
 */
function handlerWith(loader: Loader, lines: string[]) {
  const { handleError } = requestErrorReporting(
    pino({ level: "info" }, { write: (line) => lines.push(line) }),
  );
  const route = { id: "root", path: "", hasLoader: true, hasAction: false, module: "", imports: [] };
  const build = {
    entry: {
      module: {
        default: (_request: Request, status: number) => new Response(`status ${status}`, { status }),
        handleError,
      },
    },
    routes: { root: { id: "root", path: "", module: { loader, default: () => null } } },
    assets: { entry: { module: "", imports: [] }, routes: { root: route }, url: "", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (requestId: string, init: RequestInit = {}) =>
    handle(
      new Request("http://localhost/?x=private", init),
      createRequestContext({ nonce: "", clientIp: "127.0.0.1", requestId }),
    );
}

describe("handleError", () => {
  it("logs a loader's error once, as one JSON line with the request's id", async () => {
    const lines: string[] = [];
    const request = handlerWith(() => {
      throw new Error("the database is gone");
    }, lines);
    const response = await request("req-42");
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? "");
    expect(line).toMatchObject({
      level: 50,
      msg: "request failed",
      req: { id: "req-42", method: "GET", path: "/" },
      err: { type: "Error", message: "the database is gone" },
    });
    expect(lines[0]).not.toContain("private");
  });

  it("logs nothing for an answer thrown on purpose (a 404)", async () => {
    const lines: string[] = [];
    for (const thrown of [new Response(null, { status: 404 }), data("gone", { status: 404 })]) {
      const response = await handlerWith(() => {
        throw thrown;
      }, lines)("req-1");
      expect(response.status).toBe(404);
    }
    expect(lines).toEqual([]);
  });

  it("logs nothing for a request whose visitor went away", async () => {
    const lines: string[] = [];
    const controller = new AbortController();
    await handlerWith(() => {
      controller.abort();
      throw new Error("aborted mid-way");
    }, lines)("req-2", { signal: controller.signal }).catch(() => undefined);
    expect(lines).toEqual([]);
  });
});

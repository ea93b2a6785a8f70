/**
 * Integration tests call route actions directly, as React Router would: a real form-encoded `Request` and a
 * request context carrying the client IP.
 *
 *   const answer = await postForm(action, "/ar/contact", { name: "Ana", … });
 *   expect(answer.status).toBe(200); expect(answer.body.sent).toBe(true);
 */
import type { RouterContextProvider } from "react-router";
import type { FormResponse } from "#app/server/forms/receive-form.server.ts";
import { createRequestContext } from "#app/server/http/request-context.server.ts";

type ActionArgs = {
  request: Request;
  params: Record<string, string>;
  context: Readonly<RouterContextProvider>;
};
type DataAnswer = { data: FormResponse; init: ResponseInit | null };

export async function postForm(
  action: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string> | string,
  options: { ip?: string; cookie?: string } = {},
): Promise<{ status: number; headers: Headers; body: FormResponse }> {
  const request = new Request(new URL(path, "http://localhost"), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: typeof fields === "string" ? fields : new URLSearchParams(fields),
  });
  const args: ActionArgs = {
    request,
    params: {},
    context: createRequestContext({ nonce: "", clientIp: options.ip ?? "203.0.113.9" }),
  };
  const answer = (await action(args as never)) as DataAnswer;
  return {
    status: answer.init?.status ?? 200,
    headers: new Headers(answer.init?.headers),
    body: answer.data,
  };
}

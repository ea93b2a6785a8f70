import { createContext, RouterContextProvider } from "react-router";

/**
 * Values server.ts hands to loaders, actions and entry.server for one request.
 * The context keys live on `globalThis`: server.ts and the server build each load their own copy of this module,
 * and both must agree on the key objects.
 */
type RequestValues = { nonce: string; clientIp: string };

const KEY = Symbol.for("app.requestContext");
const store = globalThis as typeof globalThis & {
  [KEY]?: ReturnType<typeof createContext<RequestValues>>;
};
store[KEY] ??= createContext<RequestValues>();
export const requestContext = store[KEY];

export function createRequestContext(values: RequestValues): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, values]]));
}

export function getRequestValues(context: Readonly<RouterContextProvider>): RequestValues {
  return context.get(requestContext);
}

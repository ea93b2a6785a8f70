import { createContext, RouterContextProvider } from "react-router";

/** Values server.ts hands to loaders, actions and entry.server for one request. */
type RequestValues = { nonce: string; clientIp: string };

export const requestContext = createContext<RequestValues>();

export function createRequestContext(values: RequestValues): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, values]]));
}

export function getRequestValues(context: Readonly<RouterContextProvider>): RequestValues {
  return context.get(requestContext);
}

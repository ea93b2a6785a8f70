import { createContext, RouterContextProvider } from "react-router";

/**
 * Values server.ts hands to loaders, actions and entry.server for one request; `requestId` is the id its log lines
 * carry (express-app.server.ts), also on its errors (entry.server's handleError).
 */
type RequestValues = { nonce: string; clientIp: string; requestId: string };

export const requestContext = createContext<RequestValues>();

export function createRequestContext(values: RequestValues): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, values]]));
}

export function getRequestValues(context: Readonly<RouterContextProvider>): RequestValues {
  return context.get(requestContext);
}

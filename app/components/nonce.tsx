import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; browsers hide it from scripts, so it is "" after hydration). */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}

import { createContext, useContext } from "react";

/**
 * The response's CSP nonce for the few script elements a page writes itself (speculation rules, the
 * progressive-forms script); the server entry provides it. Empty in the browser, where those
 * elements are already in the document.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

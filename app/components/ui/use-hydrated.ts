import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's HTML (and in a browser without JavaScript), true once React runs in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

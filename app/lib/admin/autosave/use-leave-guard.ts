import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * While `unsaved`, leaving asks first: the browser's own prompt when the tab closes or reloads
 * (beforeunload), and a blocker for the back office's own navigation, which the caller shows as a
 * confirm (LeaveConfirm). `release()` lets the next navigation through: a page that saved goes on.
 */
export function useLeaveGuard(unsaved: boolean) {
  const released = useRef(false);
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !released.current && unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
  return {
    blocker,
    release: () => {
      released.current = true;
    },
  };
}

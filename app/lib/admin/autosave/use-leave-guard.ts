import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * While `unsaved`, leaving asks first: the browser's own prompt when the tab closes or reloads
 * (beforeunload), and a blocker for the back office's own navigation, which the caller shows as a
 * confirm (LeaveConfirm).
 */
export function useLeaveGuard(unsaved: boolean) {
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
  return useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );
}

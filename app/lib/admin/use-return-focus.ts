import { useState } from "react";

/**
 * The element that had focus when a dialog mounted, and an `onCloseAutoFocus` handler that gives
 * focus back to it. Our dialogs are mounted while open rather than opened by a Radix Trigger, and
 * Radix would otherwise move focus to its (absent) trigger, i.e. to the page body.
 */
export function useReturnFocus() {
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    event.preventDefault();
    opener?.focus();
  };
}

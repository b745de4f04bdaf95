/**
 * A navigation or fetch cancelled because a newer one replaced it (a visitor changing filters
 * quickly) is expected, not an error: swallow only that, so it never surfaces as an uncaught
 * "signal is aborted without reason". Anything else still fails loudly.
 */
export function ignoreAborted(error: unknown): void {
  const aborted =
    (error instanceof DOMException && error.name === "AbortError") ||
    (error instanceof Error && /\babort/i.test(error.message));
  if (!aborted) throw error;
}

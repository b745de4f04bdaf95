/**
 * Pages a visitor only reads ship no JavaScript: their route module exports `handle = READ_ONLY`
 * and the root layout then leaves out React Router's scripts (STACK.md: works on RR 8.4).
 */
export const READ_ONLY = { hydrate: false } as const;

export const isReadOnly = (handle: unknown) =>
  typeof handle === "object" && handle !== null && (handle as { hydrate?: unknown }).hydrate === false;

/** Set on <html> once React has hydrated: tests wait for it, since clicks before hydration are lost. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

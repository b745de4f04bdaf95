/**
 * Pages a visitor only reads ship no JavaScript: their route module exports `handle = READ_ONLY`
 * and the root layout then leaves out React Router's scripts (STACK.md: works on RR 8.4).
 */
export const READ_ONLY = { hydrate: false } as const;

/**
 * Pages with forms that ship no framework either: their forms post as plain HTML and the page answers
 * with the result. A constant inline loader (FORMS_LOADER) adds one small script (public/forms.js):
 * busy labels, a category select that applies at once, and the contact confirmation's timeout.
 */
export const PROGRESSIVE_FORMS = { hydrate: false, enhanceForms: true } as const;

const handleOf = (handle: unknown) =>
  (typeof handle === "object" && handle !== null ? handle : {}) as Record<string, unknown>;

export const isReadOnly = (handle: unknown) => handleOf(handle).hydrate === false;
export const enhancesForms = (handle: unknown) => handleOf(handle).enhanceForms === true;

/** The data attributes the progressive-forms script (public/forms.js) reads. */
export const FORM_DATA = {
  /** On a submit button: its label while the form is being sent (and the button is disabled). */
  busyLabel: "data-busy-label",
  /** On a select: a change submits its form. */
  autoSubmit: "data-autosubmit",
  /** On an element: removed after this many milliseconds (the contact confirmation). */
  dismissAfter: "data-dismiss-after",
  /** With dismissAfter: the id of an element hidden until then (the form returns after its confirmation). */
  hides: "data-hides",
} as const;

/** Set on <html> once React has hydrated: tests wait for it, since clicks before hydration are lost. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

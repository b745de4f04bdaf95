/** What a public form's action answers, for the page (no JS) and the fetcher (JS) alike. */
export type FormResult =
  | { status: "success" }
  | { status: "invalid"; fieldErrors: Record<string, string[] | undefined>; values: Record<string, string> }
  /** `message` replaces the form's failure text (over the submission limit: call the firm). */
  | { status: "failed"; values: Record<string, string>; message?: string };

/** The failure text to show: the answer's own message, or the form's usual one. */
export const failureOf = <T extends { title: string; description: string }>(
  result: FormResult | undefined,
  usual: T,
) => (result?.status === "failed" && result.message ? { ...usual, description: result.message } : usual);

export const fieldErrorsOf = (result: FormResult | undefined) =>
  result?.status === "invalid" ? result.fieldErrors : {};

/** The values to show again after a failed submission (none after success: the form is cleared). */
export const valuesOf = (result: FormResult | undefined): Record<string, string> =>
  result && result.status !== "success" ? result.values : {};

/** A form route's `headers` export: the action's own headers (Retry-After on a 429) reach the document. */
export const actionHeaders = ({ actionHeaders }: { actionHeaders: Headers }) => actionHeaders;

import { HONEYPOT_FIELD } from "@domain/schemas/fields";
import { type ZodType, z } from "zod";

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

/** Echoed values are capped: a failed submission never reflects more than a field could hold. */
const ECHO_MAX = 5000;

function echo(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== HONEYPOT_FIELD) values[key] = value.slice(0, ECHO_MAX);
  }
  return values;
}

/** A posted form checked with its zod schema: the parsed input, or the "invalid" answer to show. */
export function checkSubmission<T>(
  form: FormData,
  schema: ZodType<T>,
): { ok: true; input: T } | { ok: false; result: FormResult } {
  const parsed = schema.safeParse(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")));
  if (parsed.success) return { ok: true, input: parsed.data };
  const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
  return { ok: false, result: { status: "invalid", fieldErrors, values: echo(form) } };
}

/** The "failed" answer, keeping what the visitor typed. */
export const failedResult = (form: FormData): FormResult => ({ status: "failed", values: echo(form) });

/**
 * A public form's clientAction: the same schema checked in the browser first, so a field the
 * visitor got wrong is answered at once, with no request the server would have to refuse (and no
 * failed-request error in the console). Valid input goes on to the server's action.
 */
export const checkedInBrowserFirst =
  <T>(schema: ZodType<T>) =>
  async ({ request, serverAction }: { request: Request; serverAction: <R>() => Promise<R> }) => {
    const checked = checkSubmission(await request.clone().formData(), schema);
    return checked.ok ? serverAction<FormResult>() : checked.result;
  };

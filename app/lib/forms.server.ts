import { callUsInstead } from "@domain/messages";
import { fieldErrors } from "@domain/schemas/field-errors";
import { HONEYPOT_FIELD } from "@domain/schemas/fields";
import { TURNSTILE_FIELD } from "@domain/turnstile";
import { readFirmSettings } from "@worker/data/settings";
import { type SubmissionOutcome, type Visitor, visitorOf } from "@worker/data/submissions";
import { verifyHuman } from "@worker/data/turnstile";
import type { AppEnv } from "@worker/env";
import { clientAddress } from "@worker/http/client-address";
import { errorFields, log } from "@worker/log";
import { data } from "react-router";
import type { ZodType } from "zod";
import { formFieldsWithAttribution } from "./attribution.server";
import { serverEnv } from "./env.server";
import type { FormResult } from "./forms";

/** Echoed values are capped: a failed submission never reflects more than a field could hold. */
const ECHO_MAX = 5000;

function echo(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== HONEYPOT_FIELD && key !== TURNSTILE_FIELD)
      values[key] = value.slice(0, ECHO_MAX);
  }
  return values;
}

/**
 * A public form's action: parse with the form's zod schema (the API's too), then hand it to the
 * Turnstile check (while it is on) and the shared submission handling (honeypot, per-client limit).
 * Field messages come back with 422 and the form (issue 27: a refused submission is no success for
 * caches, crawlers or scripts reading the status; the page shows it inline as before). 403 when the
 * security check fails, 429 when throttled, 500 when storing failed; the visitor's values always come back.
 */
export async function handleSubmission<T>(
  request: Request,
  schema: ZodType<T>,
  receive: (app: AppEnv, input: T, visitor: Visitor) => Promise<SubmissionOutcome>,
) {
  const form = await request.formData().catch(() => new FormData());
  const parsed = schema.safeParse(formFieldsWithAttribution(form, request));
  if (!parsed.success) {
    return data<FormResult>(
      { status: "invalid", fieldErrors: fieldErrors(parsed.error), values: echo(form) },
      { status: 422 },
    );
  }
  try {
    const app = serverEnv();
    const token = form.get(TURNSTILE_FIELD);
    if (!(await verifyHuman(app, typeof token === "string" ? token : null, clientAddress(request)))) {
      return data<FormResult>({ status: "failed", values: echo(form) }, { status: 403 });
    }
    const outcome = await receive(app, parsed.data, visitorOf(request));
    if (outcome.kind === "invalid") {
      return data<FormResult>(
        { status: "invalid", fieldErrors: outcome.fieldErrors, values: echo(form) },
        { status: 422 },
      );
    }
    if (outcome.kind === "throttled") {
      const { phone } = await readFirmSettings(app.db);
      return data<FormResult>(
        { status: "failed", values: echo(form), message: callUsInstead(phone) },
        { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } },
      );
    }
    return data<FormResult>({ status: "success" });
  } catch (error) {
    log("error", "form_submission_failed", { error: errorFields(error) });
    return data<FormResult>({ status: "failed", values: echo(form) }, { status: 500 });
  }
}

import type { SubmissionOutcome } from "@worker/data/submissions";
import { clientAddress } from "@worker/data/throttle";
import type { AppEnv } from "@worker/env";
import { data } from "react-router";
import type { ZodType } from "zod";
import { serverEnv } from "./env.server";
import { checkSubmission, type FormResult, failedResult } from "./forms";

/**
 * A public form's action: parse with the form's zod schema (the API's too), then hand it to the
 * shared submission handling (honeypot, per-client limit). 400 with field messages, 429 when
 * throttled, 500 when storing failed; the visitor's values come back so nothing typed is lost.
 */
export async function handleSubmission<T>(
  request: Request,
  schema: ZodType<T>,
  receive: (db: AppEnv["db"], input: T, client: string) => Promise<SubmissionOutcome>,
) {
  const form = await request.formData().catch(() => new FormData());
  const checked = checkSubmission(form, schema);
  if (!checked.ok) return data<FormResult>(checked.result, { status: 400 });
  try {
    const outcome = await receive(serverEnv().db, checked.input, clientAddress(request));
    if (outcome.kind === "throttled") {
      return data<FormResult>(failedResult(form), {
        status: 429,
        headers: { "Retry-After": String(outcome.retryAfterSeconds) },
      });
    }
    return data<FormResult>({ status: "success" });
  } catch (error) {
    console.error("Form submission failed", error);
    return data<FormResult>(failedResult(form), { status: 500 });
  }
}

import { TOAST_TITLES } from "@domain/messages";
import { toast } from "sonner";
import type { ZodType } from "zod";
import { type FieldErrors, validateBody } from "./form";
import { runWrite } from "./use-crud";

/**
 * A save checked in the browser first (the server's own schema, so its messages), then written with
 * its toasts: answers the field messages to show (none after a success).
 */
export async function validatedWrite(
  schema: ZodType,
  body: unknown,
  write: () => Promise<unknown>,
  texts: { saved: string; failed: string },
): Promise<FieldErrors> {
  const invalid = validateBody(schema, body);
  if (invalid) {
    toast.error(TOAST_TITLES.error, { description: texts.failed });
    return invalid;
  }
  const result = await runWrite(write, texts.saved, texts.failed);
  return result.ok ? {} : (result.fields ?? {});
}

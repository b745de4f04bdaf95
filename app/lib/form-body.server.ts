/**
 * A page action's form fields, or null when the body is not a form (JSON, plain text, nothing):
 * the action then answers 415 with its own shape and BOOKING_MESSAGES.notAForm, never a 500.
 * An unreadable body is cancelled so the connection stays usable (STACK.md: wrangler dev's proxy).
 */
export async function formFields(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
}

/** A page that only a person reads with their own secret link: never stored by the browser or a cache. */
export const PRIVATE_PAGE = { "Cache-Control": "private, no-store" } as const;

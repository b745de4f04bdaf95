import { errorFields, log } from "@worker/log";

/**
 * SPEC §4: when the database cannot be read, a page shows its built-in sample content instead of
 * failing. The failure is logged (SPEC §8), never shown.
 */
export async function orSample<T>(
  read: () => Promise<T>,
  sample: T,
  what: string,
): Promise<{ value: T; sample: boolean }> {
  try {
    return { value: await read(), sample: false };
  } catch (error) {
    log("error", "sample_fallback", { what, error: errorFields(error) });
    return { value: sample, sample: true };
  }
}

import { type FieldErrors, fieldErrors } from "@domain/schemas/field-errors";
import { useState } from "react";
import type { ZodType } from "zod";

export type { FieldErrors };

/** What an entity form's fields see: the values, a setter and the first message per field. */
export interface FormApi<V> {
  values: V;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  error: (key: keyof V & string) => string | undefined;
  /** A field component's value, onChange and error for one form field. */
  field: <K extends keyof V & string>(key: K) => { value: V[K]; onChange: (value: V[K]) => void; error?: string };
}

/** Messages keyed by path ("faqs.0.question") grouped under the form field they belong to ("faqs"). */
export function groupByField(fields: FieldErrors | undefined): FieldErrors {
  const grouped: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const key = path.split(".")[0] ?? path;
    grouped[key] = [...(grouped[key] ?? []), ...messages];
  }
  return grouped;
}

/** The same zod schema as the API (domain/schemas) checks the body before it is sent. */
export function validateBody(schema: ZodType, body: unknown): FieldErrors | null {
  const result = schema.safeParse(body);
  return result.success ? null : fieldErrors(result.error);
}

export function useForm<V extends object>(initial: () => V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set: FormApi<V>["set"] = (key, value) => setValues((current) => ({ ...current, [key]: value }));
  const error: FormApi<V>["error"] = (key) => errors[key]?.[0];
  const api: FormApi<V> = {
    values,
    set,
    error,
    field: (key) => ({ value: values[key], onChange: (value) => set(key, value), error: error(key) }),
  };
  return {
    form: api,
    setErrors: (fields: FieldErrors | undefined) => setErrors(groupByField(fields)),
    /** Every value at once (an autosave restored). */
    replace: setValues,
    /** Starts again from other values (another person's saved version), messages cleared. */
    reset: (next: V) => {
      setValues(next);
      setErrors({});
    },
  };
}

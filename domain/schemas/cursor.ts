import { z } from "zod";
import { CURSOR_MESSAGES } from "../messages";
import { pageQuerySchema } from "./paging";

/**
 * A keyset cursor: the newest-first order's key of one row, `<created_at>~<id>`, as the list API
 * hands it out (X-Next-Cursor, X-Prev-Cursor). Plain text on purpose: it reveals nothing the list's
 * own items do not, and the server checks it like any other input.
 */
export interface Cursor {
  at: string;
  id: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)~([1-9]\d{0,14})$/;

export const cursorText = ({ at, id }: Cursor) => `${at}~${id}`;

export function parseCursor(text: string): Cursor | null {
  const match = CURSOR.exec(text);
  return match ? { at: match[1] as string, id: Number(match[2]) } : null;
}

const cursorField = (label: string) =>
  z
    .string()
    .describe("A cursor from the previous answer's X-Next-Cursor (after) or X-Prev-Cursor (before) header.")
    .max(64, CURSOR_MESSAGES.invalid(label))
    .transform((text, ctx) => {
      const cursor = parseCursor(text);
      if (!cursor) ctx.addIssue({ code: "custom", message: CURSOR_MESSAGES.invalid(label) });
      return cursor ?? z.NEVER;
    })
    .optional();

/**
 * `after` (the next page: rows older than the cursor) or `before` (the previous page). With either,
 * `page` is not read: the page is found by the index, however deep (no growing OFFSET).
 */
export const cursorFields = z.object({ after: cursorField("After"), before: cursorField("Before") });

/** A list query may name one cursor, not both (cursorListQuery refines with it). */
const oneCursor: [(query: CursorQuery) => boolean, { message: string; path: string[] }] = [
  (query) => !(query.after && query.before),
  { message: CURSOR_MESSAGES.both, path: ["after"] },
];

/** A keyset list's whole query: paging, the list's own filters, and at most one cursor. */
export function cursorListQuery<F extends z.ZodRawShape>(filters: z.ZodObject<F>) {
  const [isOne, problem] = oneCursor;
  // The generic shape hides the cursor fields' types from zod's inference; they are there by construction.
  return pageQuerySchema
    .extend(filters.shape)
    .extend(cursorFields.shape)
    .refine((query) => isOne(query as CursorQuery), problem);
}

export type CursorQuery = { after?: Cursor | undefined; before?: Cursor | undefined };

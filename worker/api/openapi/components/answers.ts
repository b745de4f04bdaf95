import { RICH_TEXT_MAX } from "@domain/schemas/rich-text-field";
import { SEARCH_LIMITS } from "@domain/search";
import { z } from "zod";
import { arrayOf, type Converted, component, json, ref } from "../generator/schemas";

/** The answers and parameters several areas describe alike; an area's own live beside its route. */

export const isoTime = z.string().meta({ format: "date-time" });
/** An address as stored (checked when it was written, so not re-validated on the way out). */
export const emailAddress = z.string().meta({ format: "email" });

/** `{ success: true }`: a delete, a logout, a newsletter subscription. */
export const success = z.object({ success: z.literal(true) });

/** `{ success: true, message }`: a self-service change, in the words the screen shows. */
export const TOLD = component("Told", () => z.object({ success: z.literal(true), message: z.string() }));

/** A visitor's form, received: `{ success: true, id }`. */
export const submitted = z.object({ success: z.literal(true), id: z.int().min(1) });

/** A passkey ceremony's options, as @simplewebauthn/browser takes them. */
export const WEBAUTHN_OPTIONS = { type: "object", description: "WebAuthn options for @simplewebauthn/browser." };
/** A 2xx answer with a JSON body. */
export const ok = (description: string, schema: object) => ({ description, content: json(schema) });
/** A 200 whose body is a CSV file (the exports), its columns in `description`. */
export const csvFile = (description: string) => ({
  200: { description, content: { "text/csv": { schema: { type: "string" } } } },
});
/** A 200 whose body is only `{ success: true }`. */
export const succeeded = (description: string) => ({ 200: ok(description, ref("Success")) });

export const pathParam = (name: string, schema: object) => ({ name, in: "path", required: true, schema });

/** One page of a list: a plain array ([] past the last page), the total in X-Total-Count. */
export const pageOf = (item: Converted) => ({
  200: {
    description: "One page, as a plain array ([] past the last page).",
    headers: { "X-Total-Count": { description: "Items in all pages.", schema: { type: "integer", minimum: 0 } } },
    content: json(arrayOf(item)),
  },
});

export const BAD_CURSOR_LIST =
  "Bad paging, cursor or filter parameters (after and before together, or a cursor not from a list's header).";

/** A keyset-paged list's answer: pageOf's, plus the cursors to pass as `after` and `before` (issue 29). */
export const cursorPageOf = (item: Converted) => {
  const cursor = (description: string) => ({ description, schema: { type: "string", maxLength: 64 } });
  const page = pageOf(item)[200];
  return {
    200: {
      ...page,
      description: `${page.description} Pass X-Next-Cursor as \`after\` for the next page and X-Prev-Cursor as \`before\` for the previous one: any page then costs what the first does.`,
      headers: {
        ...page.headers,
        "X-Next-Cursor": cursor("The next (older) page's cursor; absent on the last page."),
        "X-Prev-Cursor": cursor("The previous (newer) page's cursor; absent on the first page."),
        "X-Total-Capped": {
          description: `Present when more items match than X-Total-Count says: a search is counted up to ${SEARCH_LIMITS.listCounted}.`,
          schema: { type: "string", enum: ["true"] },
        },
      },
    },
  };
};

/** A stored long text's HTML column as the API answers it (domain/rich-text.ts). */
export const storedRichText = (plainField: string) =>
  z
    .string()
    .max(RICH_TEXT_MAX)
    .nullable()
    .meta({
      format: "html",
      description: `Sanitised HTML written in the visual editor; \`${plainField}\` holds its plain text. Null while the text is still plain: render \`${plainField}\` (a blank line between paragraphs).`,
    });

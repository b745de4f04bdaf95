import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";

/**
 * Longest rich text (HTML) an overview or biography may send: twice the plain text's 10,000, room
 * for the tags around the same words, well inside the API's 64 KB body cap.
 */
export const RICH_TEXT_MAX = 20_000;

/**
 * A long text written in the visual editor: HTML, sanitised by the server before it is stored (the
 * articles' sanitiser), its plain text derived from it. Blank or null: none, and the plain-text
 * field beside it is the text.
 */
export const optionalRichText = (label: string, plainField: string) =>
  z.preprocess(
    (v) => ((typeof v === "string" && v.trim() === "") || v === null ? undefined : v),
    z
      .string()
      .trim()
      .max(RICH_TEXT_MAX, FIELD_MESSAGES.tooLong(label, RICH_TEXT_MAX))
      .meta({
        format: "html",
        description: `${label} as HTML, at most ${RICH_TEXT_MAX.toLocaleString("en-US")} characters. Sanitised before it is stored (headings h2–h4, paragraphs, emphasis, lists, quotes, safe links, images); \`${plainField}\` is then set to its plain text. Left out, blank or null: \`${plainField}\` is the text and this is stored as null.`,
      })
      .optional(),
  );

import { RICH_TEXT_MAX } from "@domain/schemas/rich-text-field";
import { z } from "zod";

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

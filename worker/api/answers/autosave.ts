import { z } from "zod";
import { isoTime } from "../openapi/components/answers";
import { component } from "../openapi/generator/schemas";

/** What the autosave routes answer (/api/autosaves), built when the document is. */

export const AUTOSAVE = component("Autosave", () =>
  z.object({
    autosave: z
      .object({
        fields: z.record(z.string(), z.unknown()).describe("The editing form's values as they were autosaved."),
        savedAt: isoTime.describe("When they were autosaved."),
      })
      .nullable()
      .describe("Null when the person has no autosave of this item."),
  }),
);

export const AUTOSAVED = component("Autosaved", () => z.object({ success: z.literal(true), savedAt: isoTime }));

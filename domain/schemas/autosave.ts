import { z } from "zod";

/** The item id an autosave of a never-saved item (a new article) is kept under. */
export const NEW_ITEM_ID = "new";

/** How much an autosave may hold: the form's fields, within the API's 64 KB body cap. */
const AUTOSAVE_LIMITS = { fields: 40, fieldName: 40, text: 60_000, listItems: 100, listItem: 500 } as const;

const fieldValue = z.union([
  z.string().max(AUTOSAVE_LIMITS.text),
  z.boolean(),
  z.number(),
  z.null(),
  z.array(z.string().max(AUTOSAVE_LIMITS.listItem)).max(AUTOSAVE_LIMITS.listItems),
]);

/**
 * An autosave's body: the editing form's values as they stand, whatever the kind. They are not
 * checked as a save would be (a draft may be half written); a real save checks and sanitises them.
 */
export const autosaveSchema = z.object({
  fields: z
    .record(z.string().min(1).max(AUTOSAVE_LIMITS.fieldName), fieldValue)
    .refine((fields) => Object.keys(fields).length <= AUTOSAVE_LIMITS.fields, {
      message: `At most ${AUTOSAVE_LIMITS.fields} fields.`,
    }),
});
export type AutosaveInput = z.infer<typeof autosaveSchema>;

/** How long after the last keystroke the editor autosaves. */
export const AUTOSAVE_DELAY_MS = 2_000;

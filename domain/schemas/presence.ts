import { z } from "zod";

/** How often an open editor says it is still there, and how long a silent one still counts (docs/decisions/040). */
export const PRESENCE_BEAT_MS = 5_000;
export const PRESENCE_TTL_MS = 20_000;

/** One browser tab's editor: a random id the tab makes when it opens the item. */
export const presenceTabSchema = z.object({
  tab: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, "A tab id is 8 to 64 letters, digits or dashes.")
    .describe("A random id the editor's tab makes once when it opens the item."),
});
export type PresenceTab = z.infer<typeof presenceTabSchema>;

/** Someone else with the item open: by name, or the same account in another tab. */
export interface PresentEditor {
  name: string;
  sameAccount: boolean;
}

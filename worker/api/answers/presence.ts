import { z } from "zod";
import { component } from "../openapi/generator/schemas";

/** What the presence routes answer (/api/presence), built when the document is. */
export const PRESENCE = component("Presence", () =>
  z.object({
    editors: z
      .array(
        z.object({
          name: z.string().describe("The account's name."),
          sameAccount: z.boolean().describe("True when it is the signed-in account itself, in another tab."),
        }),
      )
      .describe("Everyone else with the item open in an editor now (this tab excepted), by name."),
  }),
);

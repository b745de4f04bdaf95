import { CONTENT_KINDS } from "@domain/constants";
import { pathParam } from "./shared";

/** The path parameters of the tools every content kind shares (previews, revisions, autosaves). */
export const contentParams = [
  pathParam("kind", { type: "string", enum: [...CONTENT_KINDS] }),
  pathParam("id", { type: "string", description: "A post's or practice area's number, or an attorney's id." }),
];

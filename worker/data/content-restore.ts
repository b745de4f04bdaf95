import type { Database } from "@db/client";
import type { ContentKind } from "@domain/constants";
import { CONTENT_FIELD_MESSAGES } from "@domain/messages";
import { blogPostSchema } from "@domain/schemas/blog";
import { practiceAreaSchema } from "@domain/schemas/practice-area";
import { teamMemberSchema } from "@domain/schemas/team";
import { updateBlogPost } from "./blog";
import { updatePracticeArea } from "./practice-areas";
import { updateTeamMember } from "./team";
import { invalid, type WriteOutcome } from "./writes";

const SCHEMAS = { post: blogPostSchema, "practice-area": practiceAreaSchema, attorney: teamMemberSchema } as const;

/**
 * Saves a revision's fields over the item, through the same checks and update as any edit (a slug
 * taken since is a 409; an old slug left behind redirects). The caller records the new revision.
 */
export async function restoreFields(
  db: Database,
  kind: ContentKind,
  id: string,
  fields: Record<string, unknown>,
): Promise<WriteOutcome<object>> {
  const parsed = SCHEMAS[kind].safeParse(fields);
  if (!parsed.success) return invalid({ revision: [CONTENT_FIELD_MESSAGES.revisionOutdated] });
  const input = parsed.data;
  if (kind === "post") return updateBlogPost(db, Number(id), input as typeof blogPostSchema._zod.output);
  if (kind === "practice-area")
    return updatePracticeArea(db, Number(id), input as typeof practiceAreaSchema._zod.output);
  return updateTeamMember(db, id, input as typeof teamMemberSchema._zod.output);
}

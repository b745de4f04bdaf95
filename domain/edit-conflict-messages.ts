/** The API's words for a refused stale save (issue 25); the back office's dialog has its own (app/lib/admin/conflict-text.ts). */
export const EDIT_CONFLICT_MESSAGES = {
  stale:
    "Someone else saved this since you opened it. Reload their version, or send yours again with their version in If-Match to overwrite it.",
} as const;

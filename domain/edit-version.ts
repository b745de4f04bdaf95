/**
 * Safe concurrent editing (issue 25): an item's version is its `updatedAt`, which every staff save
 * moves strictly forward. GET answers it as a strong ETag; a save sends it back in `If-Match` and is
 * refused with 409 when someone else saved since. Shared by the API and the back office.
 */

/** The ETag of a version: the stored timestamp in quotes (RFC 9110 entity-tag, no `"` inside). */
export const etagOfVersion = (version: string) => `"${version}"`;

/**
 * The version an `If-Match` header asks for: undefined when there is none (or `*`: any current item),
 * so the save keeps its old unconditional behaviour. A tag that is not one of ours still counts: it
 * matches no version, so the save is refused rather than silently overwriting.
 */
export function versionFromIfMatch(header: string | null | undefined): string | undefined {
  const value = header?.trim();
  if (!value || value === "*") return undefined;
  const first = value.split(",")[0]?.trim() ?? "";
  return first.replace(/^W\//, "").replace(/^"(.*)"$/, "$1");
}

/** Who saved the item last, as the 409 answer names them (null when no staff save is recorded). */
export interface LastEditor {
  name: string;
  email: string | null;
}

/** The `error` of a 409 edit conflict: who saved last, when, their version and their content. */
export interface EditConflict<T = unknown> {
  code: "edit_conflict";
  message: string;
  savedBy: LastEditor | null;
  savedAt: string;
  /** Send this back in If-Match to overwrite knowingly. */
  version: string;
  current: T;
}

export const isEditConflict = (error: unknown): error is EditConflict =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "edit_conflict";

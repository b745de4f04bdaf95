import { type EditConflict, etagOfVersion, isEditConflict } from "@domain/edit-version";
import { ApiCallError } from "./api";

/** The If-Match header of a save made from the version the form opened (none: an unconditional save). */
export const ifMatch = (version: string | undefined) =>
  version ? { headers: { "If-Match": etagOfVersion(version) } } : undefined;

/** An item's version as its row carries it (every editable row has updatedAt). */
export function versionOf(row: unknown): string | undefined {
  const version = (row as { updatedAt?: unknown } | null)?.updatedAt;
  return typeof version === "string" ? version : undefined;
}

/** The version a staff read or save answered with, from its ETag. */
export function versionFromResponse(response: { headers: Headers }): string | undefined {
  const tag = response.headers.get("ETag");
  return tag ? tag.replace(/^W\//, "").replace(/^"(.*)"$/, "$1") : undefined;
}

/** The 409 of a stale save, when that is what the error was. */
export function editConflictOf(error: unknown): EditConflict | null {
  if (!(error instanceof ApiCallError) || error.status !== 409) return null;
  const body = (error.body as { error?: unknown } | null)?.error;
  return isEditConflict(body) ? body : null;
}

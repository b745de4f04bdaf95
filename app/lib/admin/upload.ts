import { UPLOAD_KINDS, type UploadKind } from "@domain/constants";
import { MEDIA_TYPES } from "@domain/media-types";
import { ADMIN_EXTRA_TOASTS } from "@domain/messages";
import { ApiCallError, answerOf, client } from "./api";

/** The file picker's `accept` for a kind: the content types the API takes (it checks the bytes again). */
export const acceptFor = (kind: UploadKind) =>
  UPLOAD_KINDS[kind].types.flatMap((t) => [MEDIA_TYPES[t].contentType, `.${MEDIA_TYPES[t].extension}`]).join(",");

/** The browser's own size check before sending. */
export function uploadProblem(kind: UploadKind, file: { size: number }): string | null {
  const { maxBytes, maxLabel } = UPLOAD_KINDS[kind];
  return file.size > maxBytes ? ADMIN_EXTRA_TOASTS.upload.tooLarge(maxLabel) : null;
}

/** A file the browser's own check refused: nothing was sent. */
class FileRefused extends Error {}

/** Why a file was not stored: the browser's check, else the API's own words (wrong type, unsafe SVG, too large), when it gave some. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof FileRefused) return error.message;
  if (!(error instanceof ApiCallError)) return ADMIN_EXTRA_TOASTS.upload.failed;
  const body = error.body as { error?: { message?: string } } | null;
  return error.fields?.file?.[0] ?? body?.error?.message ?? ADMIN_EXTRA_TOASTS.upload.failed;
}

/** POST /api/uploads (multipart: file, kind) → the public URL of the stored file (/media/…); too large a file is not sent. */
export async function uploadFile(kind: UploadKind, file: File): Promise<string> {
  const problem = uploadProblem(kind, file);
  if (problem) throw new FileRefused(problem);
  const answer = await answerOf(client.uploads.$post({ form: { file, kind } }));
  return answer.url;
}

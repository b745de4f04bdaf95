import { UPLOAD_KINDS } from "~/lib/constants";
import { ADMIN_EXTRA_TOASTS } from "~/lib/messages";
import { apiCall } from "./api";

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The browser's own check of a file before sending it (the API checks again, by content). */
export function uploadProblem(kind: UploadKind, file: { size: number }): string | null {
  const { maxBytes, limit } = UPLOAD_KINDS[kind];
  return file.size > maxBytes ? ADMIN_EXTRA_TOASTS.upload.tooLarge(limit) : null;
}

/** POST /api/uploads (multipart: file, kind) → the public URL of the stored file. */
export async function uploadFile(kind: UploadKind, file: File): Promise<string> {
  const body = new FormData();
  body.set("file", file);
  body.set("kind", kind);
  const { data } = await apiCall<{ success: boolean; url: string }>("/uploads", { method: "POST", body });
  return data.url;
}

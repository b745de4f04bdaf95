import { ADMIN_EXTRA_TOASTS } from "~/lib/messages";
import { apiCall } from "./api";

/**
 * Interim copy of the upload limits the API engineer adds to constants.ts as UPLOAD_KINDS (same
 * shape); replaced by that import once merged.
 */
const UPLOAD_KINDS = {
  logo: { types: ["png", "jpeg", "svg"], maxBytes: 2 * 1024 * 1024, maxLabel: "2 MB" },
  favicon: { types: ["ico", "png"], maxBytes: 512 * 1024, maxLabel: "512 KB" },
  photo: { types: ["png", "jpeg", "webp"], maxBytes: 5 * 1024 * 1024, maxLabel: "5 MB" },
  "article-image": { types: ["png", "jpeg", "webp"], maxBytes: 5 * 1024 * 1024, maxLabel: "5 MB" },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** The file picker's `accept` for each type the API takes (it checks the content again). */
const ACCEPT: Record<string, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  svg: "image/svg+xml",
  webp: "image/webp",
  ico: ".ico,image/x-icon,image/vnd.microsoft.icon",
};

export const acceptFor = (kind: UploadKind) => UPLOAD_KINDS[kind].types.map((t) => ACCEPT[t]).join(",");

/** The browser's own size check before sending. */
export function uploadProblem(kind: UploadKind, file: { size: number }): string | null {
  const { maxBytes, maxLabel } = UPLOAD_KINDS[kind];
  return file.size > maxBytes ? ADMIN_EXTRA_TOASTS.upload.tooLarge(maxLabel) : null;
}

/** POST /api/uploads (multipart: file, kind) → the public URL of the stored file. */
export async function uploadFile(kind: UploadKind, file: File): Promise<string> {
  const body = new FormData();
  body.set("file", file);
  body.set("kind", kind);
  const { data } = await apiCall<{ success: boolean; url: string }>("/uploads", { method: "POST", body });
  return data.url;
}

/**
 * Documents a client uploads with a questionnaire (issue 41; docs/decisions/042): the types accepted,
 * judged by their bytes, the limits, and what the client and staff are told. Shared by the client's
 * page, the API, the tables' CHECK and the tests.
 */

/** The accepted types: each with the content type it is stored and served as, and its extension. */
export const DOCUMENT_TYPES = {
  pdf: { contentType: "application/pdf", extension: "pdf", label: "PDF" },
  jpeg: { contentType: "image/jpeg", extension: "jpg", label: "JPEG" },
  png: { contentType: "image/png", extension: "png", label: "PNG" },
  heic: { contentType: "image/heic", extension: "heic", label: "HEIC" },
  docx: {
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extension: "docx",
    label: "Word (DOCX)",
  },
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_TYPE_KEYS = Object.keys(DOCUMENT_TYPES) as [DocumentType, ...DocumentType[]];

const MB = 1024 * 1024;

export const DOCUMENT_LIMITS = {
  /** One file. */
  fileBytes: 20 * MB,
  fileLabel: "20 MB",
  /** Files one questionnaire may hold. */
  perQuestionnaire: 20,
  /**
   * One post of the client's page (its files together): the whole form is held in memory while it is
   * read, so a post carries one full-size file and a little more; more go in a later post.
   */
  postBytes: 32 * MB,
  postLabel: "32 MB",
  /** A file's name as kept and shown (longer names are cut, keeping the extension). */
  nameLength: 120,
  /** Minutes a staff download link works. */
  linkMinutes: 5,
} as const;

/** The file inputs' name on the client's page: one per file-request question, plus the free one. */
export const OTHER_DOCUMENTS = "other";
export const documentField = (questionId: string) => `file.${questionId}`;

/** What the file picker offers (a hint only: the bytes decide). */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.heic,.heif,.docx,application/pdf,image/jpeg,image/png,image/heic";

/** Why a file is refused. */
export type DocumentRefusal = "empty" | "tooLarge" | "unsupported" | "disguised";

const accepted = "PDF, JPEG, PNG, HEIC or Word (DOCX)";

/** What the client is told (each names the file, so several refusals read apart). */
export const DOCUMENT_MESSAGES = {
  empty: (name: string) => `“${name}” is empty (0 bytes). Please choose the file again.`,
  tooLarge: (name: string) =>
    `“${name}” is larger than ${DOCUMENT_LIMITS.fileLabel}. Please upload a smaller copy (a scan at a lower resolution, say).`,
  unsupported: (name: string) =>
    `“${name}” is not a ${accepted} file. Please upload one of those types (the file's contents decide, not its name).`,
  disguised: (name: string) =>
    `“${name}” carries more than a plain document (web page code, or data after its end). Please save or export it again and upload that copy.`,
  tooMany: `A questionnaire can hold at most ${DOCUMENT_LIMITS.perQuestionnaire} files. Remove one you no longer need, then upload again.`,
  postTooLarge: `These files together are larger than ${DOCUMENT_LIMITS.postLabel}. Please upload them a few at a time.`,
  throttled: "Too many uploads in a short time. Please wait a few minutes, then try again.",
  /** Staff: a download link that does not open (expired, altered, or another account's). */
  linkRefused: "This download link has expired or is not valid. Press Download again.",
} as const satisfies Record<DocumentRefusal, (name: string) => string> & Record<string, unknown>;

/** A document as staff see it with its questionnaire. */
export interface StaffDocument {
  id: number;
  /** The file-request question it answers; null for "other documents". */
  questionId: string | null;
  name: string;
  type: DocumentType;
  size: number;
  uploadedAt: string;
}

/** "2.4 MB", "312 KB", "18 bytes": how a file's size is shown to the client and to staff. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MB).toFixed(1)} MB`;
}

/**
 * The name kept for an upload: the client's name without any path, control characters or quotes,
 * cut to the limit, its extension replaced by the detected type's (a "report.pdf" that is a PNG
 * becomes "report.png"; a file is never named as what it is not).
 */
export function documentName(original: string, type: DocumentType): string {
  const base =
    original
      .split(/[\\/]/)
      .pop()
      // Browsers send a quote, CR and LF in a multipart file name as %22, %0D and %0A.
      ?.replace(/%(22|0d|0a)/gi, "")
      .replace(/[\p{Cc}\p{Cf}"<>*?|:]/gu, "")
      .replace(/\s+/g, " ")
      .trim() ?? "";
  const stem = base.replace(/\.[^.]{1,8}$/, "").trim() || "document";
  const extension = `.${DOCUMENT_TYPES[type].extension}`;
  return `${stem.slice(0, DOCUMENT_LIMITS.nameLength - extension.length)}${extension}`;
}

/** The client's file name as a refusal names it (never stored): no path, cut short. */
export const shownName = (original: string) =>
  (original.split(/[\\/]/).pop() ?? "").replace(/\p{Cc}/gu, "").slice(0, DOCUMENT_LIMITS.nameLength) || "file";

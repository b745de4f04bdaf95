import { DOCUMENT_TYPES, type DocumentType, fileSizeText } from "@domain/client-documents";

/** Texts of the client documents in an enquiry's Questionnaires section (issue 41). */
export const DOCUMENTS_SCREEN = {
  heading: "Documents from the client",
  none: "No documents uploaded yet.",
  other: "Other documents",
  download: "Download",
  downloadLabel: (name: string) => `Download ${name}`,
  downloadFailed: "The document could not be opened. Please try again.",
  facts: (type: DocumentType, size: number, uploaded: string) =>
    `${DOCUMENT_TYPES[type].label}, ${fileSizeText(size)}, uploaded ${uploaded}`,
} as const;

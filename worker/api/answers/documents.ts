import { DOCUMENT_TYPE_KEYS } from "@domain/client-documents";
import { z } from "zod";
import { isoTime } from "../openapi/components/answers";

/** What the client-document routes answer, built when the document is. */

export const staffDocument = () =>
  z.object({
    id: z.int().min(1),
    questionId: z.string().nullable().describe("The file-request question it answers; null for other documents."),
    name: z.string().describe("The client's file name, its extension the detected type's."),
    type: z.enum(DOCUMENT_TYPE_KEYS).describe("Detected from the file's bytes."),
    size: z.int().min(1),
    uploadedAt: isoTime,
  });

export const documentLink = () =>
  z.object({
    url: z.string().describe("GET it with the same session within a few minutes: the file, as an attachment."),
    expiresAt: isoTime,
  });

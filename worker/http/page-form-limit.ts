import { DOCUMENT_LIMITS } from "@domain/client-documents";
import { HTTP_MESSAGES } from "@domain/messages";
import type { MiddlewareHandler } from "hono";
import { limitBody } from "./request-body";

/**
 * A page's form post is text fields (the contact form, booking, a questionnaire's answers): 1 MB is
 * far above any honest one. The client's questionnaire page also takes documents, up to its own cap
 * (decision 042). Without a cap, request.formData() would hold whatever a visitor sends in memory.
 */
const PAGE_FORM_BYTES = 1024 * 1024;
const UPLOADING_PAGE = /^\/intake\//;

const tooLarge = (limit: string) =>
  new Response(HTTP_MESSAGES.formTooLarge(limit), {
    status: 413,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

const pageForm = limitBody(PAGE_FORM_BYTES, () => tooLarge("1 MB"));
const uploadingPageForm = limitBody(DOCUMENT_LIMITS.postBytes, () =>
  tooLarge(`${DOCUMENT_LIMITS.postBytes / 1024 / 1024} MB`),
);

/** Caps the body of a POST to a page (read methods have none to cap). */
export const limitPageForm: MiddlewareHandler = (c, next) => {
  if (c.req.method !== "POST") return next();
  return (UPLOADING_PAGE.test(c.req.path) ? uploadingPageForm : pageForm)(c, next);
};

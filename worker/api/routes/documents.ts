import { DOCUMENT_MESSAGES, DOCUMENT_TYPES } from "@domain/client-documents";
import { recordAudit } from "@worker/audit/record";
import { now } from "@worker/clock";
import { documentById } from "@worker/data/client-documents";
import { signDocumentLink, verifyDocumentLink } from "@worker/data/document-links";
import { clientAddress } from "@worker/http/client-address";
import { Hono } from "hono";
import { documentLink } from "../answers/documents";
import { actorOf, requireAdmin, requireRole } from "../auth-middleware";
import { ApiError, errors } from "../errors";
import { ok } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = "The document";

/** Reads only; each download leaves its own audit row (the handler's, with the account that downloaded). */
const DOCUMENTS: Resource = { entity: "document", publicContent: false };

const LINK = component("DocumentLink", documentLink);
const op = describeRoutes("Contacts");
const docs = {
  link: op("A short-lived download link of a client's document (enquiries staff only)", {
    responses: { 200: ok("The link and when it stops working.", LINK) },
  }),
  download: op("A client's document, as an attachment, through a link from …/link", {
    responses: {
      200: { description: "The file, as an attachment.", content: { "application/octet-stream": { schema: {} } } },
    },
    parameters: [{ name: "signature", in: "query", required: true, schema: { type: "string" } }],
    errors: { 410: "The link expired, was altered, or was made for another account (403 stays the wrong role's)." },
  }),
};

/** A name as RFC 5987 writes it (filename*=): percent-encoded UTF-8, apostrophes and brackets too. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * What a client's file is answered with: always a download, never a page. The type is the one
 * detected at upload; nosniff and a sandboxing CSP keep a browser from reading it as anything else.
 */
const fileHeaders = (contentType: string, name: string, size: number) => ({
  "Content-Type": contentType,
  "Content-Length": String(size),
  "Content-Disposition": `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${rfc5987(name)}`,
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; sandbox",
  "Cache-Control": "private, no-store",
});

/** /api/documents/{id}/…: the files clients upload with a questionnaire, for enquiries staff. */
export const documentsRoutes = resourceRouter(DOCUMENTS, new Hono<ApiEnv>())
  .get("/:id/link", docs.link, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await documentById(c.var.app.db, id))) throw errors.notFound(WHAT);
    return c.json(await signDocumentLink(c.var.app.db, id, actorOf(c).adminId, now()));
  })

  .get("/:id/download", docs.download, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    const { id } = c.req.valid("param");
    const admin = actorOf(c);
    const signature = c.req.query("signature") ?? "";
    if (!(await verifyDocumentLink(c.var.app.db, id, admin.adminId, signature, now()))) {
      throw new ApiError(410, "link_refused", DOCUMENT_MESSAGES.linkRefused);
    }
    const document = await documentById(c.var.app.db, id);
    const object = document ? await c.var.app.media.get(document.storageKey) : null;
    if (!document || !object) throw errors.notFound(WHAT);
    await recordAudit(c.var.app.db, {
      actor: { id: admin.adminId, email: c.var.admin?.email ?? "" },
      address: clientAddress(c.req.raw),
      action: "document_downloaded",
      entity: "document",
      entityId: id,
      // The enquiry and the type, never the file's name: an erase must not leave personal data in the log.
      changes: { contact: [null, document.contactId], type: [null, document.type] },
    });
    const { contentType } = DOCUMENT_TYPES[document.type];
    return new Response(object.body, { headers: fileHeaders(contentType, document.name, object.size) });
  });

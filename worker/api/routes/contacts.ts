import { ENTITY_NAMES } from "@domain/messages";
import { contactListFilterSchema, contactSubmissionSchema, contactUpdateSchema } from "@domain/schemas/contact";
import { pageQuerySchema } from "@domain/schemas/paging";
import { deleteContact, getContact, listContacts, setContactStatus, updateContact } from "@worker/data/contacts";
import { receiveContact, visitorOf } from "@worker/data/submissions";
import { Hono } from "hono";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errors } from "../errors";
import { requireHuman } from "../human-check";
import { jsonBody, queryOf } from "../input";
import { pagedJson } from "../paging";
import { idParam } from "../route-params";
import { submissionResponse } from "../submission-response";
import type { ApiEnv } from "../types";
import { deleteAnswer, writeAnswer } from "../write-answer";

const WHAT = ENTITY_NAMES.contact;

/** /api/contacts: the public enquiry form; everything else is staff-only. */
export const contactsRoutes = new Hono<ApiEnv>()

  /** Stored unread, whatever the body says. */
  .post("/submit", jsonBody(contactSubmissionSchema), requireHuman, async (c) => {
    const input = c.req.valid("json");
    return submissionResponse(c, await receiveContact(c.var.app, input, visitorOf(c.req.raw)));
  })

  .get(
    "/",
    requireAdmin,
    requireRole("enquiries"),
    queryOf(pageQuerySchema.extend(contactListFilterSchema.shape)),
    async (c) => {
      return pagedJson(c, await listContacts(c.var.app.db, c.req.valid("query")));
    },
  )

  .get("/:id", requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    const contact = await getContact(c.var.app.db, c.req.valid("param").id);
    if (!contact) throw errors.notFound(WHAT);
    return c.json(contact);
  })

  /** The full enquiry (status optional), or `{ status }` alone for the status selector. */
  .put("/:id", requireAdmin, requireRole("enquiries"), idParam(WHAT), jsonBody(contactUpdateSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = c.var.app.db;
    const by = c.var.admin && { adminId: c.var.admin.adminId, name: c.var.admin.name };
    const outcome =
      "name" in input ? await updateContact(db, id, input, by) : await setContactStatus(db, id, input.status, by);
    return writeAnswer(c, outcome, WHAT, 200);
  })

  .delete("/:id", requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    return deleteAnswer(c, await deleteContact(c.var.app.db, c.req.valid("param").id), WHAT);
  });

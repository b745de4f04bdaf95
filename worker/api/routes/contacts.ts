import { contactListFilterSchema, contactSubmissionSchema, contactUpdateSchema } from "@domain/schemas/contact";
import { deleteContact, getContact, listContacts, setContactStatus, updateContact } from "@worker/data/contacts";
import { receiveContact } from "@worker/data/submissions";
import { clientAddress } from "@worker/data/throttle";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth-middleware";
import { errors } from "../errors";
import { parseOrThrow, readJson } from "../input";
import { pagedJson, readPageQuery } from "../paging";
import { numericId } from "../route-params";
import { submissionResponse } from "../submission-response";
import type { ApiEnv } from "../types";
import { deleteAnswer } from "../write-answer";

const WHAT = "Contact";

/** /api/contacts: the public enquiry form; everything else is staff-only. */
export const contactsRoutes = new Hono<ApiEnv>();

/** Stored unread, whatever the body says. */
contactsRoutes.post("/submit", async (c) => {
  const input = await readJson(c, contactSubmissionSchema);
  return submissionResponse(c, await receiveContact(c.var.app.db, input, clientAddress(c.req.raw)));
});

contactsRoutes.get("/", requireAdmin, async (c) => {
  const { status } = parseOrThrow(contactListFilterSchema, c.req.query());
  return pagedJson(c, await listContacts(c.var.app.db, { ...readPageQuery(c), status }));
});

contactsRoutes.get("/:id", requireAdmin, async (c) => {
  const contact = await getContact(c.var.app.db, numericId(c, WHAT));
  if (!contact) throw errors.notFound(WHAT);
  return c.json(contact);
});

/** The full enquiry (status optional), or `{ status }` alone for the status selector. */
contactsRoutes.put("/:id", requireAdmin, async (c) => {
  const id = numericId(c, WHAT);
  const body = await readJson(c, z.unknown());
  const input = parseOrThrow(contactUpdateSchema(body), body);
  const db = c.var.app.db;
  const contact = "name" in input ? await updateContact(db, id, input) : await setContactStatus(db, id, input.status);
  if (!contact) throw errors.notFound(WHAT);
  return c.json(contact);
});

contactsRoutes.delete("/:id", requireAdmin, async (c) => {
  return deleteAnswer(c, await deleteContact(c.var.app.db, numericId(c, WHAT)), WHAT);
});

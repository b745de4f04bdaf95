import { contacts } from "@db/schema";
import { enquiriesCsvFilename, enquiryCsv } from "@domain/enquiry-csv";
import { ENTITY_NAMES } from "@domain/messages";
import {
  contactExportQuerySchema,
  contactListFilterSchema,
  contactSubmissionSchema,
  contactUpdateSchema,
} from "@domain/schemas/contact";
import { cursorListQuery } from "@domain/schemas/cursor";
import { eraseDocumentsOfEnquiry } from "@worker/data/client-documents";
import { contactExportBatches, contactSummary } from "@worker/data/contact-export";
import { deleteContact, getContact, listContacts, setContactStatus, updateContact } from "@worker/data/contacts";
import { questionnaireStateOf } from "@worker/data/questionnaires";
import { eraseSignedLettersOfEnquiry } from "@worker/data/signed-letter-pdf";
import { receiveContact, visitorOf } from "@worker/data/submissions";
import { Hono } from "hono";
import { CONTACT, CONTACT_SUMMARY } from "../answers/contacts";
import { requireAdmin, requireRole } from "../auth-middleware";
import { firmCsvExport } from "../csv-answer";
import { found } from "../errors";
import { requireHuman } from "../human-check";
import { jsonBody, queryOf } from "../input";
import { BAD_CURSOR_LIST, csvFile, cursorPageOf, ok, succeeded } from "../openapi/components/answers";
import { describeSubmission } from "../openapi/components/resource";
import { describeRoutes } from "../openapi/generator/route-docs";
import { cursorPagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import { submissionResponse } from "../submission-response";
import type { ApiEnv } from "../types";
import { deleteAnswer, writeAnswer } from "../write-answer";
import { intakeRoutes } from "./intake";

const WHAT = ENTITY_NAMES.contact;

const ENQUIRIES: Resource = {
  entity: "contact",
  publicContent: false,
  table: contacts,
  idColumn: contacts.id,
  parts: {
    // Sending changes no column of the enquiry: the log shows its newest questionnaire before and after.
    "/:id/questionnaire": {
      entity: "contact",
      publicContent: false,
      actions: { POST: "questionnaire_sent" },
      read: (db, id) => questionnaireStateOf(db, Number(id)),
    },
  },
};

const op = describeRoutes("Contacts");
const stored = { 200: ok("The enquiry.", CONTACT) };
const docs = {
  submit: describeSubmission("Contacts"),
  list: op("List, newest first (search: name, email, subject)", {
    responses: cursorPageOf(CONTACT),
    errors: { 400: BAD_CURSOR_LIST },
  }),
  summary: op("How many enquiries are in each state (unread, responded, handled, retained) and in all", {
    responses: { 200: ok("The counts.", CONTACT_SUMMARY) },
  }),
  export: op("Every enquiry the filters match, as a CSV file (UTF-8 with a byte-order mark), newest first", {
    responses: csvFile(
      "Name, Email, Phone, Subject, Message, Status, Date, Practice Area, Assignee, Other Parties, First Opened, Notes (each note's time, author and text, a line each), then the attribution columns, Booking and Questionnaire (the back office's link to the enquiry when a questionnaire was sent, never the answers); times in the firm's zone with their offset (2026-11-28 04:51 -05:00); named enquiries-YYYY-MM-DD.csv by the firm's day.",
    ),
    errors: { 400: "Bad paging or filter parameters." },
  }),
  read: op("Read", { responses: stored }),
  replace: op("Replace (full body), or set the status alone", { responses: stored }),
  remove: op("Delete", { responses: succeeded("Deleted.") }),
};

/** /api/contacts: the public enquiry form; everything else is staff-only. */
export const contactsRoutes = resourceRouter(ENQUIRIES, new Hono<ApiEnv>())
  // One enquiry's intake workflow (/:id/…), in its own module: /contacts is one router.
  .route("/", intakeRoutes)

  /** Stored unread, whatever the body says. */
  .post("/submit", docs.submit, jsonBody(contactSubmissionSchema), requireHuman, async (c) => {
    const input = c.req.valid("json");
    return submissionResponse(c, await receiveContact(c.var.app, input, visitorOf(c.req.raw)));
  })

  .get(
    "/",
    docs.list,
    requireAdmin,
    requireRole("enquiries"),
    queryOf(cursorListQuery(contactListFilterSchema)),
    async (c) => {
      return cursorPagedJson(c, await listContacts(c.var.app.db, c.req.valid("query")));
    },
  )

  /** How many enquiries are in each state (the screen's summary), counted by the database. */
  .get("/summary", docs.summary, requireAdmin, requireRole("enquiries"), async (c) => {
    return c.json(await contactSummary(c.var.app.db));
  })

  /** Every enquiry the filters match as CSV, streamed in batches, named with the firm's day. */
  .get("/export", docs.export, requireAdmin, requireRole("enquiries"), queryOf(contactExportQuerySchema), async (c) => {
    const batches = contactExportBatches(c.var.app, c.req.valid("query"));
    return firmCsvExport(c, { format: enquiryCsv, batches, filename: enquiriesCsvFilename });
  })

  .get("/:id", docs.read, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    return c.json(found(await getContact(c.var.app.db, c.req.valid("param").id), WHAT));
  })

  /** The full enquiry (status optional), or `{ status }` alone for the status selector. */
  .put(
    "/:id",
    docs.replace,
    requireAdmin,
    requireRole("enquiries"),
    idParam(WHAT),
    jsonBody(contactUpdateSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      const db = c.var.app.db;
      const by = c.var.admin && { adminId: c.var.admin.adminId, name: c.var.admin.name };
      const outcome =
        "name" in input ? await updateContact(db, id, input, by) : await setContactStatus(db, id, input.status, by);
      return writeAnswer(c, outcome, WHAT, 200);
    },
  )

  .delete("/:id", docs.remove, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    const { id } = c.req.valid("param");
    // The client's files and signed letters leave R2 with the enquiry (their rows would go by cascade;
    // the objects would not).
    await eraseDocumentsOfEnquiry(c.var.app, id);
    await eraseSignedLettersOfEnquiry(c.var.app.media, id);
    return deleteAnswer(c, await deleteContact(c.var.app.db, id), WHAT);
  });

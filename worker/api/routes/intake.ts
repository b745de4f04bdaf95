import { ENTITY_NAMES, INTAKE_MESSAGES } from "@domain/messages";
import { TEMPLATE_MESSAGES } from "@domain/questionnaire";
import { contactAssigneeSchema, contactNoteSchema, resendSchema } from "@domain/schemas/intake";
import { getContact } from "@worker/data/contacts";
import { addNote, assignContact, contactIntake, markOpened, resendContactEmails } from "@worker/data/intake";
import { sendQuestionnaire } from "@worker/data/questionnaires";
import { Hono } from "hono";
import { CONTACT, CONTACT_INTAKE, CONTACT_NOTE, RESENT } from "../answers/contacts";
import { QUESTIONNAIRE_SENT } from "../answers/questionnaires";
import { actorOf, requireAdmin, requireRole } from "../auth-middleware";
import { errors, found } from "../errors";
import { jsonBody } from "../input";
import { ok } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = ENTITY_NAMES.contact;

const op = describeRoutes("Contacts");
const stored = { 200: ok("The enquiry.", CONTACT) };
const docs = {
  intake: op("The enquiry's notes, status history, email deliveries and possible conflicts", {
    responses: { 200: ok("The intake details.", CONTACT_INTAKE) },
  }),
  opened: op("Staff opened the details (the first time is kept)", { responses: stored }),
  assign: op("Assign an attorney from the team, or nobody (null); the attorney gets an email alert", {
    responses: stored,
  }),
  note: op("Add an internal note (its author and time are recorded)", {
    responses: { 201: ok("The note.", CONTACT_NOTE) },
  }),
  resend: op("Send the staff alerts or the acknowledgement again", {
    responses: { 200: ok("How many emails were queued.", RESENT) },
  }),
  questionnaire: op("Email the client the questionnaire of the enquiry's practice area (a new secret link)", {
    responses: { 201: ok("The questionnaire sent.", QUESTIONNAIRE_SENT) },
    errors: { 409: "The enquiry names no practice area, or its area has no questionnaire yet." },
  }),
};

/** /api/contacts/{id}/…: the intake workflow of one enquiry, staff-only. */
export const intakeRoutes = new Hono<ApiEnv>()

  /** Notes, status history, email deliveries and possible conflicts. */
  .get("/:id/intake", docs.intake, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    return c.json(found(await contactIntake(c.var.app.db, c.req.valid("param").id), WHAT));
  })

  /** Staff opened the details: the first time is kept (a fact of the enquiry, not its state). */
  .post("/:id/opened", docs.opened, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    const { id } = c.req.valid("param");
    if (!(await markOpened(c.var.app.db, id))) throw errors.notFound(WHAT);
    return c.json(found(await getContact(c.var.app.db, id), WHAT));
  })

  /** Assigns an attorney (or nobody); the attorney gets an alert when the team profile has an email. */
  .put(
    "/:id/assignee",
    docs.assign,
    requireAdmin,
    requireRole("enquiries"),
    idParam(WHAT),
    jsonBody(contactAssigneeSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const outcome = await assignContact(c.var.app, id, c.req.valid("json").assignedTo, actorOf(c));
      if (outcome === "not_found") throw errors.notFound(WHAT);
      if (outcome === "unknown_attorney") throw errors.validation({ assignedTo: [INTAKE_MESSAGES.unknownAttorney] });
      return c.json(found(await getContact(c.var.app.db, id), WHAT));
    },
  )

  .post(
    "/:id/notes",
    docs.note,
    requireAdmin,
    requireRole("enquiries"),
    idParam(WHAT),
    jsonBody(contactNoteSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getContact(c.var.app.db, id))) throw errors.notFound(WHAT);
      const note = await addNote(c.var.app.db, id, c.req.valid("json").body, actorOf(c));
      if (!note) throw errors.internal();
      return c.json(note, 201);
    },
  )

  /** Sends the staff alerts or the acknowledgement again; answers how many emails were queued. */
  .post(
    "/:id/resend",
    docs.resend,
    requireAdmin,
    requireRole("enquiries"),
    idParam(WHAT),
    jsonBody(resendSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      if (!(await getContact(c.var.app.db, id))) throw errors.notFound(WHAT);
      const queued = await resendContactEmails(c.var.app, id, c.req.valid("json").kind);
      return c.json({ success: true as const, queued });
    },
  )

  /** Sends the area's newest questionnaire; an earlier one's link stops working. */
  .post("/:id/questionnaire", docs.questionnaire, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    const outcome = await sendQuestionnaire(c.var.app, c.req.valid("param").id, actorOf(c));
    if (outcome.kind === "not_found") throw errors.notFound(WHAT);
    if (outcome.kind === "no_template")
      throw errors.conflict(outcome.hasArea ? TEMPLATE_MESSAGES.noTemplate : TEMPLATE_MESSAGES.noArea);
    const { kind: _, ...sent } = outcome;
    return c.json(sent, 201);
  });

import { engagementLetters } from "@db/schema";
import { ENGAGEMENT_LETTER_MESSAGES as M } from "@domain/letter-messages";
import { ENTITY_NAMES } from "@domain/messages";
import { letterDraftSchema, letterListQuerySchema, letterPrepareSchema } from "@domain/schemas/engagement-letter";
import { recordAudit } from "@worker/audit/record";
import {
  getEngagementLetter,
  type LetterOutcome,
  lettersOf,
  prepareLetter,
  saveDraft,
  sendLetter,
  staffLetter,
  withdrawLetter,
} from "@worker/data/engagement-letters";
import { signedPdfOf } from "@worker/data/letter-signing";
import { clientAddress } from "@worker/http/client-address";
import { Hono } from "hono";
import { ENGAGEMENT_LETTER } from "../answers/letters";
import { actorOf, requireAdmin, requireRole } from "../auth-middleware";
import { errors, found } from "../errors";
import { jsonBody, queryOf } from "../input";
import { ok } from "../openapi/components/answers";
import { describeRoutes } from "../openapi/generator/route-docs";
import { arrayOf } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";

const WHAT = ENTITY_NAMES.engagementLetter;

/** Sending and withdrawing are actions of their own in the log; each reads the letter before and after. */
const LETTER = {
  entity: "engagement_letter",
  publicContent: false,
  table: engagementLetters,
  idColumn: engagementLetters.id,
};
const RESOURCE: Resource = {
  ...LETTER,
  // Long texts and the signer's details stay in the letter's row, not copied into the log.
  unlogged: ["body", "html", "signerAddress", "signerUserAgent"],
  parts: {
    "/:id/send": { ...LETTER, actions: { POST: "letter_sent" }, unlogged: ["body", "html"] },
    "/:id/withdraw": { ...LETTER, actions: { POST: "letter_withdrawn" }, unlogged: ["body", "html"] },
  },
};

const op = describeRoutes("Engagement letters");
const one = { 200: ok("The letter.", ENGAGEMENT_LETTER) };
const docs = {
  list: op("One enquiry's engagement letters, newest first", {
    responses: { 200: ok("The letters.", arrayOf(ENGAGEMENT_LETTER)) },
  }),
  prepare: op("Prepare a draft from the enquiry's practice-area template (merge fields filled)", {
    responses: { 201: ok("The draft.", ENGAGEMENT_LETTER) },
    errors: { 409: "No practice area or template, or the enquiry already has a letter in play." },
  }),
  read: op("Read one letter", { responses: one }),
  save: op("Save a draft's scope, fee terms and body (the letter is filled again)", {
    responses: one,
    errors: { 409: "Only a draft changes." },
  }),
  send: op("Send a draft: a new secret signing link emailed to the client; its text is then frozen", {
    responses: one,
    errors: { 409: "Not a draft, no responsible attorney assigned, or no client email." },
  }),
  withdraw: op("Withdraw a draft or an unsigned sent letter (its link stops opening)", {
    responses: one,
    errors: { 409: "The letter is signed or already withdrawn." },
  }),
  pdf: op("Download the signed PDF (the letter and its certificate page); each download is audited", {
    responses: { 200: { description: "The PDF.", content: { "application/pdf": { schema: { type: "string" } } } } },
    errors: { 409: "The letter is not signed." },
  }),
};

const REFUSED: Record<Exclude<LetterOutcome["kind"], "ok" | "not_found">, string> = {
  no_area: M.noArea,
  no_template: M.noTemplate,
  open_letter: M.openLetter,
  not_draft: M.notDraft,
  no_attorney: M.noAttorney,
  no_email: M.noEmail,
};

/** The letter, or the API's 404 or 409 saying why not. */
function answered(outcome: LetterOutcome | { kind: "not_withdrawable" }) {
  if (outcome.kind === "ok") return outcome.letter;
  if (outcome.kind === "not_found") throw errors.notFound(WHAT);
  throw errors.conflict(outcome.kind === "not_withdrawable" ? M.notWithdrawable : REFUSED[outcome.kind]);
}

/** /api/engagement-letters: an enquiry's letters, from draft to signed; staff whose role reaches enquiries. */
export const engagementLettersRoutes = resourceRouter(RESOURCE, new Hono<ApiEnv>())
  .get("/", docs.list, requireAdmin, requireRole("enquiries"), queryOf(letterListQuerySchema), async (c) =>
    c.json(await lettersOf(c.var.app.db, c.req.valid("query").contact)),
  )

  .post("/", docs.prepare, requireAdmin, requireRole("enquiries"), jsonBody(letterPrepareSchema), async (c) => {
    const outcome = await prepareLetter(c.var.app.db, c.req.valid("json").contactId, actorOf(c));
    if (outcome.kind === "not_found") throw errors.notFound(ENTITY_NAMES.contact);
    return c.json(answered(outcome), 201);
  })

  .get("/:id", docs.read, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) =>
    c.json(staffLetter(found(await getEngagementLetter(c.var.app.db, c.req.valid("param").id), WHAT))),
  )

  .put(
    "/:id",
    docs.save,
    requireAdmin,
    requireRole("enquiries"),
    idParam(WHAT),
    jsonBody(letterDraftSchema),
    async (c) => c.json(answered(await saveDraft(c.var.app.db, c.req.valid("param").id, c.req.valid("json")))),
  )

  .post("/:id/send", docs.send, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) =>
    c.json(answered(await sendLetter(c.var.app, c.req.valid("param").id, actorOf(c)))),
  )

  .post("/:id/withdraw", docs.withdraw, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) =>
    c.json(answered(await withdrawLetter(c.var.app.db, c.req.valid("param").id))),
  )

  /** The signed PDF, private: an attachment never cached, and an audit row naming who took a copy. */
  .get("/:id/pdf", docs.pdf, requireAdmin, requireRole("enquiries"), idParam(WHAT), async (c) => {
    const letter = found(await getEngagementLetter(c.var.app.db, c.req.valid("param").id), WHAT);
    const object = await signedPdfOf(c.var.app, letter);
    if (!object) throw errors.conflict(M.noPdf);
    const admin = c.var.admin;
    await recordAudit(c.var.app.db, {
      actor: admin && { id: admin.adminId, email: admin.email },
      address: clientAddress(c.req.raw),
      action: "letter_downloaded",
      entity: "engagement_letter",
      entityId: letter.id,
    });
    return new Response(object.body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="engagement-letter-${letter.id}.pdf"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

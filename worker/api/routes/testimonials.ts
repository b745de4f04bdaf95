import { testimonials } from "@db/schema";
import { ENTITY_NAMES } from "@domain/messages";
import { pageQuerySchema } from "@domain/schemas/paging";
import { testimonialSchema, testimonialSubmissionSchema, testimonialUpdateSchema } from "@domain/schemas/testimonial";
import { receiveTestimonial, visitorOf } from "@worker/data/submissions";
import * as testimonialRows from "@worker/data/testimonials";
import { Hono } from "hono";
import { assertRole, requireAdmin, requireRole } from "../auth-middleware";
import { versionedRead, versionedSave } from "../edit-conflict";
import { requireHuman } from "../human-check";
import { jsonBody, queryOf } from "../input";
import { emailAddress, isoTime } from "../openapi/components/answers";
import { describeResource, describeSubmission } from "../openapi/components/resource";
import { storedObject } from "../openapi/generator/derived";
import { component } from "../openapi/generator/schemas";
import { pagedJson } from "../paging";
import { publishedContent, resourceRouter } from "../resource";
import { idParam, visibilityOf } from "../route-params";
import { submissionResponse } from "../submission-response";
import type { ApiEnv } from "../types";
import { deleteAnswer, writeAnswer } from "../write-answer";

const WHAT = ENTITY_NAMES.testimonial;

const TESTIMONIALS = publishedContent("testimonial", testimonials);

const docs = describeResource({
  tag: "Testimonials",
  item: component("Testimonial", () =>
    storedObject(testimonialSchema, testimonials, {
      email: emailAddress.nullable().optional().describe("Only with a valid admin token: visitors never see it."),
      dateSubmitted: isoTime,
    }),
  ),
  visible: "approved ones, without emails",
  search: "name, service, content",
  replaceSummary: "Replace (full body), or approve/reject with the status alone",
});

/** /api/testimonials: approved ones publicly, all with a token; the public form; moderation. */
export const testimonialsRoutes = resourceRouter(TESTIMONIALS, new Hono<ApiEnv>())

  .get("/", docs.list, queryOf(pageQuerySchema), async (c) =>
    pagedJson(
      c,
      await testimonialRows.listTestimonials(c.var.app.db, {
        ...c.req.valid("query"),
        ...visibilityOf(c, "moderation"),
      }),
    ),
  )

  .get("/featured", docs.featured, async (c) =>
    c.json(await testimonialRows.listFeaturedTestimonials(c.var.app.db, visibilityOf(c, "moderation"))),
  )

  .get("/:id", docs.read, idParam(WHAT), async (c) => {
    const visibility = visibilityOf(c, "moderation");
    return versionedRead(
      c,
      await testimonialRows.getTestimonial(c.var.app.db, c.req.valid("param").id, visibility),
      WHAT,
    );
  })

  /** The public form: stored pending and not featured, whatever the body says. */
  .post(
    "/submit",
    describeSubmission("Testimonials"),
    jsonBody(testimonialSubmissionSchema),
    requireHuman,
    async (c) => {
      const input = c.req.valid("json");
      return submissionResponse(c, await receiveTestimonial(c.var.app, input, visitorOf(c.req.raw)));
    },
  )

  .post("/", docs.create, requireAdmin, requireRole("testimonials"), jsonBody(testimonialSchema), async (c) => {
    return writeAnswer(c, await testimonialRows.createTestimonial(c.var.app.db, c.req.valid("json")), WHAT, 201);
  })

  /** The full body, or `{ status }` alone for the approve and reject buttons. */
  .put(
    "/:id",
    docs.replace,
    requireAdmin,
    requireRole("moderation"),
    idParam(WHAT),
    jsonBody(testimonialUpdateSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const input = c.req.valid("json");
      // Moderators change the status alone; editing the testimonial itself is the testimonials area.
      if ("name" in input) assertRole(c, "testimonials");
      const db = c.var.app.db;
      return versionedSave(c, {
        what: WHAT,
        item: { entity: "testimonial", id: String(id) },
        write: (expected) =>
          "name" in input
            ? testimonialRows.updateTestimonial(db, id, input, expected)
            : testimonialRows.setTestimonialStatus(db, id, input.status, expected),
        reload: () => testimonialRows.getTestimonial(db, id, { includeHidden: true }),
      });
    },
  )

  .delete("/:id", docs.remove, requireAdmin, requireRole("testimonials"), idParam(WHAT), async (c) => {
    return deleteAnswer(c, await testimonialRows.deleteTestimonial(c.var.app.db, c.req.valid("param").id), WHAT);
  });

import { testimonialSchema, testimonialSubmissionSchema, testimonialUpdateSchema } from "@domain/schemas/testimonial";
import { receiveTestimonial } from "@worker/data/submissions";
import {
  createTestimonial,
  deleteTestimonial,
  getTestimonial,
  listFeaturedTestimonials,
  listTestimonials,
  setTestimonialStatus,
  updateTestimonial,
} from "@worker/data/testimonials";
import { clientAddress } from "@worker/data/throttle";
import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth-middleware";
import { errors } from "../errors";
import { parseOrThrow, readJson } from "../input";
import { pagedJson, readPageQuery } from "../paging";
import { numericId, visibilityOf } from "../route-params";
import { submissionResponse } from "../submission-response";
import type { ApiEnv } from "../types";
import { deleteAnswer } from "../write-answer";

const WHAT = "Testimonial";

/** /api/testimonials: approved ones publicly, all with a token; the public form; moderation. */
export const testimonialsRoutes = new Hono<ApiEnv>();

testimonialsRoutes.get("/", async (c) =>
  pagedJson(c, await listTestimonials(c.var.app.db, { ...readPageQuery(c), ...visibilityOf(c) })),
);

testimonialsRoutes.get("/featured", async (c) => c.json(await listFeaturedTestimonials(c.var.app.db, visibilityOf(c))));

testimonialsRoutes.get("/:id", async (c) => {
  const testimonial = await getTestimonial(c.var.app.db, numericId(c, WHAT), visibilityOf(c));
  if (!testimonial) throw errors.notFound(WHAT);
  return c.json(testimonial);
});

/** The public form: stored pending and not featured, whatever the body says. */
testimonialsRoutes.post("/submit", async (c) => {
  const input = await readJson(c, testimonialSubmissionSchema);
  return submissionResponse(c, await receiveTestimonial(c.var.app.db, input, clientAddress(c.req.raw)));
});

testimonialsRoutes.post("/", requireAdmin, async (c) => {
  const input = await readJson(c, testimonialSchema);
  return c.json(await createTestimonial(c.var.app.db, input), 201);
});

/** The full body, or `{ status }` alone for the approve and reject buttons. */
testimonialsRoutes.put("/:id", requireAdmin, async (c) => {
  const id = numericId(c, WHAT);
  const body = await readJson(c, z.unknown());
  const input = parseOrThrow(testimonialUpdateSchema(body), body);
  const db = c.var.app.db;
  const testimonial =
    "name" in input ? await updateTestimonial(db, id, input) : await setTestimonialStatus(db, id, input.status);
  if (!testimonial) throw errors.notFound(WHAT);
  return c.json(testimonial);
});

testimonialsRoutes.delete("/:id", requireAdmin, async (c) => {
  return deleteAnswer(c, await deleteTestimonial(c.var.app.db, numericId(c, WHAT)), WHAT);
});

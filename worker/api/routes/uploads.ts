import { UPLOAD_KINDS } from "@domain/constants";
import { MEDIA_TYPES } from "@domain/media-types";
import { UPLOAD_MESSAGES } from "@domain/messages";
import { type StoredMedia, storeMedia } from "@worker/data/media";
import { recordMedia } from "@worker/data/media-library";
import { admit, release, type ThrottleRule } from "@worker/data/throttle";
import { limitBody } from "@worker/http/request-body";
import { detectUpload } from "@worker/media/detect";
import { imageDimensions } from "@worker/media/dimensions";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { requireAdmin, requireRole } from "../auth-middleware";
import { errorResponse, errors } from "../errors";
import { parseOrThrow } from "../input";
import { ok } from "../openapi/components/answers";
import { describing } from "../openapi/generator/derived";
import { bodyDocs, namedBody } from "../openapi/generator/middleware-docs";
import { describeRoutes, documenting } from "../openapi/generator/route-docs";
import { component } from "../openapi/generator/schemas";
import { type Resource, resourceRouter } from "../resource";
import type { ApiEnv } from "../types";

const LARGEST = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
/** Room for the multipart framing and the kind field around the largest file any kind accepts. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Per account: far above a working day's uploads, far below filling the bucket with a stolen session. */
export const UPLOAD_RULE = { kind: "upload:account", limit: 100, windowSeconds: 60 * 60 } satisfies ThrottleRule;

/**
 * 429 before the body is read when this account has uploaded its hourly share. The upload is counted
 * here (parallel uploads cannot overshoot) and taken back when it is not stored.
 */
const uploadAllowance: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const admission = await admit(c.var.app.db, [{ rule: UPLOAD_RULE, subject: String(c.var.admin?.adminId) }]);
  if (!admission.admitted) throw errors.tooManyRequests(admission.retryAfterSeconds);
  let stored = false;
  try {
    await next();
    stored = c.res.status === 201;
  } finally {
    if (!stored) await release(c.var.app.db, admission.events);
  }
};

/** The multipart form's fields (the API description shows `file` as a file). */
export const uploadFormSchema = namedBody(
  "UploadForm",
  z.object({
    kind: z.enum(Object.keys(UPLOAD_KINDS) as [keyof typeof UPLOAD_KINDS], UPLOAD_MESSAGES.kind),
    file: z
      .instanceof(File, { error: UPLOAD_MESSAGES.fileRequired })
      .meta({ type: "string", contentMediaType: "application/octet-stream" }),
  }),
);

/** The multipart form as validated input (`c.req.valid("form")`): 415 unless multipart, 400 without a file. */
const readUploadForm: MiddlewareHandler<
  ApiEnv,
  string,
  { in: { form: z.input<typeof uploadFormSchema> }; out: { form: z.output<typeof uploadFormSchema> } }
> = async (c, next) => {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw errors.unsupportedType(UPLOAD_MESSAGES.multipart);
  }
  const form = await c.req.formData().catch(() => {
    throw errors.validation({ file: [UPLOAD_MESSAGES.fileRequired] });
  });
  c.req.addValidatedData("form", parseOrThrow(uploadFormSchema, { kind: form.get("kind"), file: form.get("file") }));
  await next();
};
const uploadForm = documenting(
  readUploadForm,
  bodyDocs(() => [uploadFormSchema], "multipart/form-data"),
);

/** A new file shows nowhere until a page uses it; the answer (its key and type) is the log's after. */
const UPLOADS: Resource = {
  entity: "media",
  publicContent: false,
  ownBodyLimit: true,
  actions: { POST: "upload" },
  afterFromAnswer: true,
};

const STORED = component("StoredMedia", () =>
  describing<{ success: true; id: number; width: number | null; height: number | null } & StoredMedia>()(
    z.object({
      success: z.literal(true),
      key: z.string(),
      url: z.string().describe("Where the file is served: /media/{key}."),
      contentType: z.string(),
      size: z.int().min(1),
      id: z.int().min(1).describe("Its entry in the media library (GET /api/media/{id})."),
      width: z.int().nullable().describe("Pixels, read from the file; null when it does not say."),
      height: z.int().nullable(),
    }),
  ),
);
const sizeLimits = Object.entries(UPLOAD_KINDS)
  .map(([kind, rules]) => `${kind} ${rules.maxLabel}`)
  .join(", ");
const upload = describeRoutes("Site")("Upload an image to R2", {
  responses: { 201: ok("Stored.", STORED) },
  errors: {
    400: "No file, an unknown kind, an empty file, or bytes not of a type the kind accepts (or unsafe SVG).",
    413: `File over its kind's limit (${sizeLimits}).`,
    415: "Body not sent as multipart/form-data.",
    429: "This account has uploaded its hourly share.",
  },
});

export const uploadsRoutes = resourceRouter(UPLOADS, new Hono<ApiEnv>()).post(
  "/",
  upload,
  requireAdmin,
  requireRole("uploads"),
  uploadAllowance,
  limitBody(LARGEST + MULTIPART_OVERHEAD, (c) => errorResponse(c, errors.tooLarge(`${LARGEST / 1024 / 1024} MB`))),
  uploadForm,
  async (c) => {
    const { kind, file } = c.req.valid("form");
    const rules = UPLOAD_KINDS[kind];
    if (file.size > rules.maxBytes) throw errors.tooLarge(rules.maxLabel);
    if (file.size === 0) throw errors.validation({ file: [UPLOAD_MESSAGES.fileRequired] });

    const bytes = new Uint8Array(await file.arrayBuffer());
    const detected = await detectUpload(bytes, rules.types);
    if (!detected.ok) {
      const types = rules.types.map((t) => MEDIA_TYPES[t].label).join(", ");
      const message = {
        unsupported: UPLOAD_MESSAGES.wrongType(types),
        "unsafe-svg": UPLOAD_MESSAGES.unsafeSvg,
        "trailing-data": UPLOAD_MESSAGES.trailingData,
      }[detected.reason];
      throw errors.validation({ file: [message] });
    }
    const stored = await storeMedia(c.var.app.media, kind, detected.type, bytes);
    const size = imageDimensions(detected.type, bytes);
    const row = await recordMedia(c.var.app.db, stored, kind, size, c.var.admin?.adminId ?? null);
    return c.json({ success: true as const, ...stored, id: row.id, width: row.width, height: row.height }, 201);
  },
);

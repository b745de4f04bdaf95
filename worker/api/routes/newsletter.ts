import { newsletterSubscribers } from "@db/schema";
import { SUBSCRIBERS_CSV_FILENAME } from "@domain/constants";
import { CONSENT_LINK_MESSAGES, ENTITY_NAMES } from "@domain/messages";
import { subscriberCsv } from "@domain/newsletter";
import { cursorListQuery } from "@domain/schemas/cursor";
import {
  newsletterSubscriptionSchema,
  subscriberExportQuerySchema,
  subscriberListFilterSchema,
  subscriberTokenSchema,
} from "@domain/schemas/newsletter";
import * as subscribers from "@worker/data/newsletter";
import { receiveNewsletterSubscription, visitorOf } from "@worker/data/submissions";
import { Hono } from "hono";
import { CONFIRMATION, SUBSCRIBER } from "../answers/newsletter";
import { requireAdmin, requireRole } from "../auth-middleware";
import { firmCsvExport } from "../csv-answer";
import { ApiError, errors, found } from "../errors";
import { requireHuman } from "../human-check";
import { jsonBody, queryOf } from "../input";
import { BAD_CURSOR_LIST, csvFile, cursorPageOf, ok, succeeded } from "../openapi/components/answers";
import { THROTTLED } from "../openapi/components/errors";
import { describeRoutes } from "../openapi/generator/route-docs";
import { cursorPagedJson } from "../paging";
import { type Resource, resourceRouter } from "../resource";
import { idParam } from "../route-params";
import type { ApiEnv } from "../types";
import { deleteAnswer } from "../write-answer";

const WHAT = ENTITY_NAMES.subscriber;

const SUBSCRIBERS: Resource = {
  entity: "subscriber",
  publicContent: false,
  table: newsletterSubscribers,
  idColumn: newsletterSubscribers.id,
  // Removing a subscriber erases the address: the log keeps who removed which id, and when.
  unlogged: ["email", "token", "confirmToken"],
};

const op = describeRoutes("Newsletter");
const docs = {
  subscribe: op("Subscribe (the same answer for a new, a repeated and a discarded address)", {
    responses: succeeded("Signed up: a link to confirm is emailed, and the subscription starts once it is followed."),
    errors: THROTTLED,
  }),
  confirm: op("Confirm a subscription (double opt-in): the secret of the emailed link", {
    responses: {
      200: ok(
        "Confirmed (`alreadyConfirmed: true` when the link had been used: the record gains nothing).",
        CONFIRMATION,
      ),
    },
    errors: { 404: "No subscriber has this link.", 410: "The address unsubscribed since: subscribe again." },
  }),
  oneClick: op("One-click unsubscribe (RFC 8058): the List-Unsubscribe address of every newsletter email", {
    responses: succeeded("Unsubscribed."),
    errors: { 400: "No valid token.", 404: "No subscriber has this link." },
  }),
  unsubscribePage: op("The same address opened in a browser: 303 to the page with the unsubscribe button", {
    responses: { 303: { description: "To /newsletter/unsubscribe?token=…" } },
    errors: { 400: "No valid token." },
  }),
  list: op("List subscribers, newest first (search: email)", {
    responses: cursorPageOf(SUBSCRIBER),
    errors: { 400: BAD_CURSOR_LIST },
  }),
  export: op("The list as a CSV file (UTF-8 with a byte-order mark): every match of the filters", {
    responses: csvFile("Email, Status, Signed up, Confirmed, Unsubscribed (ISO 8601 dates, UTC)."),
    errors: { 400: "Bad paging or filter parameters." },
  }),
  unsubscribe: op("Unsubscribe (the row is kept as the record of the opt-out)", {
    responses: { 200: ok("The updated subscriber.", SUBSCRIBER) },
  }),
  remove: op("Remove: erase the address (its row, its link secret, its newsletter emails); its links stop working", {
    responses: succeeded("Erased."),
  }),
};

/**
 * /api/newsletter: the public subscribe box and the links of its emails; the Subscribers screen's
 * list, CSV export, unsubscribe and erase are staff-only (owners and editors: the "newsletter" area).
 */
export const newsletterRoutes = resourceRouter(SUBSCRIBERS, new Hono<ApiEnv>())

  /**
   * 200 `{ success: true }` for a new, a repeated and a discarded (honeypot) address alike, so the
   * answer never tells who is subscribed.
   */
  .post("/subscribe", docs.subscribe, jsonBody(newsletterSubscriptionSchema), requireHuman, async (c) => {
    const input = c.req.valid("json");
    const outcome = await receiveNewsletterSubscription(c.var.app, input, visitorOf(c.req.raw));
    if (outcome.kind === "throttled") throw errors.tooManyRequests(outcome.retryAfterSeconds);
    return c.json({ success: true });
  })

  /**
   * The confirm link's secret (double opt-in): the address becomes a subscriber, once. A used link
   * says so and changes nothing; after an unsubscribe it has expired (410) and never re-subscribes.
   */
  .post("/confirm", docs.confirm, jsonBody(subscriberTokenSchema), async (c) => {
    const outcome = await subscribers.confirmSubscription(c.var.app.db, c.req.valid("json").token);
    if (outcome === "invalid") throw errors.notFound("This link");
    if (outcome === "expired") throw new ApiError(410, "link_expired", CONSENT_LINK_MESSAGES.expired);
    return c.json({ success: true as const, alreadyConfirmed: outcome === "alreadyConfirmed" });
  })

  /**
   * RFC 8058 one-click unsubscribe: the List-Unsubscribe address of every newsletter email. Mail
   * providers POST `List-Unsubscribe=One-Click` here; the secret is in the query string.
   */
  .post("/unsubscribe", docs.oneClick, queryOf(subscriberTokenSchema), async (c) => {
    await c.req.raw.body?.cancel();
    if (!(await subscribers.unsubscribeByToken(c.var.app.db, c.req.valid("query").token)))
      throw errors.notFound("This link");
    return c.json({ success: true });
  })

  /**
   * A person who opens the address in a browser gets the page with the unsubscribe button. Only a
   * token of the right shape is passed on: nothing else a link carries is echoed into a header.
   */
  .get("/unsubscribe", docs.unsubscribePage, queryOf(subscriberTokenSchema), (c) =>
    c.redirect(`/newsletter/unsubscribe?token=${c.req.valid("query").token}`, 303),
  )

  .get(
    "/",
    docs.list,
    requireAdmin,
    requireRole("newsletter"),
    queryOf(cursorListQuery(subscriberListFilterSchema)),
    async (c) => {
      return cursorPagedJson(c, await subscribers.listSubscribers(c.var.app.db, c.req.valid("query")));
    },
  )

  /** The list as a CSV file (UTF-8 with a BOM, for Excel), same filters, every matching row, streamed in batches. */
  .get(
    "/export",
    docs.export,
    requireAdmin,
    requireRole("newsletter"),
    queryOf(subscriberExportQuerySchema),
    async (c) => {
      const batches = subscribers.subscriberExportBatches(c.var.app.db, c.req.valid("query"));
      return firmCsvExport(c, { format: subscriberCsv, batches, filename: SUBSCRIBERS_CSV_FILENAME });
    },
  )

  /** Unsubscribes and keeps the row (a record of the opt-out); answers the updated subscriber. */
  .post("/:id/unsubscribe", docs.unsubscribe, requireAdmin, requireRole("newsletter"), idParam(WHAT), async (c) => {
    return c.json(found(await subscribers.unsubscribeSubscriber(c.var.app.db, c.req.valid("param").id), WHAT));
  })

  /**
   * Remove: erases the address (its row, its link secret, its newsletter emails); its links stop
   * working. The audit row names the id only (the resource's `unlogged` columns keep the address out).
   */
  .delete("/:id", docs.remove, requireAdmin, requireRole("newsletter"), idParam(WHAT), async (c) => {
    return deleteAnswer(c, await subscribers.eraseSubscriber(c.var.app.db, c.req.valid("param").id), WHAT);
  });

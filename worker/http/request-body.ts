import type { Context, MiddlewareHandler } from "hono";

/**
 * How much of an unwanted body is read and thrown away rather than cancelled. Cancelling is not
 * enough for `wrangler dev`: its proxy is still streaming the body to the Worker, and a cancelled
 * stream drops that connection (the request, or the next one on it, fails with a 500 "Network
 * connection lost"). Past this many bytes the rest is cancelled: no one sends that much honestly.
 */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

/** Reads and discards what is left of a body, up to DRAIN_LIMIT_BYTES (counting `alreadyRead`), then cancels. */
async function discard(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead = 0) {
  let size = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DRAIN_LIMIT_BYTES) break;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing left to settle.
  }
}

/**
 * Every answer leaves the request body read to its end. An answer sent before the body was read
 * (a 401 for a PUT, a 413 for a large POST, a 404 for a POST to nowhere) otherwise makes
 * `wrangler dev`'s proxy drop that request or the next one on the same keep-alive connection.
 * Runs first, so it sees the request as it arrived, whatever later middleware wraps around it.
 */
export const settleRequestBody: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  await next();
  const body = request.body;
  // Locked or used: something took the body and owns its end (see limitBody for the one that stops early).
  if (body && !request.bodyUsed && !body.locked) await discard(body.getReader());
};

/**
 * Caps a body's size: over the cap, `onOverflow` answers at once (by Content-Length when given),
 * or as soon as the bytes read pass it, after discarding the rest. Below it, the body is buffered
 * for the handler. Replaces hono/body-limit, which leaves the unread rest locked and open.
 */
export const limitBody =
  (maxBytes: number, onOverflow: (c: Context) => Response): MiddlewareHandler =>
  async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has("transfer-encoding") ? null : c.req.raw.headers.get("content-length");
    if (declared !== null) return Number.parseInt(declared, 10) > maxBytes ? onOverflow(c) : next();

    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await discard(reader, size);
        return onOverflow(c);
      }
      chunks.push(value);
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };

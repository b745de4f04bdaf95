import type { AppEnv } from "../env";

/**
 * The content version: part of every edge-cache key, so one write makes every cached page and
 * public API answer unreachable at once. Kept in KV (a cheap, edge-cached read on each request that
 * can be served from cache; no D1 query). docs/decisions/007-edge-cache.md.
 */
const KEY = "meta:content-version";

export async function readContentVersion(kv: KVNamespace): Promise<string> {
  return (await kv.get(KEY)) ?? "0";
}

/**
 * Call after anything that changes what the public sees: the API does it for every successful admin
 * write; a cron or page action that changes public content calls it too.
 */
export async function bumpContentVersion(app: Pick<AppEnv, "sessions">): Promise<string> {
  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    await app.sessions.put(KEY, version);
  } catch (error) {
    // KV allows one write per second per key: a burst of writes still leaves a version newer than the content read before it.
    console.error(JSON.stringify({ level: "error", event: "content_version_bump", error: String(error) }));
  }
  return version;
}

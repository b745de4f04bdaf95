import { env, exports } from "cloudflare:workers";
import { api } from "@worker/api";
import { describe, expect, it } from "vitest";

const health = (bindings: Cloudflare.Env = env) => api.request("/api/health", {}, bindings);

describe("GET /api/health", () => {
  it("answers 200 with the D1, KV and R2 checks and the build, never cached", async () => {
    const response = await exports.default.fetch("http://site.test/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { version: Record<string, unknown> };
    expect(body).toMatchObject({ status: "ok", checks: { d1: "ok", kv: "ok", r2: "ok" } });
    expect(body.version).toEqual({ id: expect.anything(), commit: expect.any(String), builtAt: expect.any(String) });
    expect(body.version.commit).not.toBe("dev");
  });

  it("reports a missing R2 binding as 503 naming the failed check", async () => {
    const response = await health({ ...env, MEDIA: undefined as unknown as R2Bucket });
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      status: "failing",
      failing: ["r2"],
      checks: { d1: "ok", kv: "ok", r2: "failed" },
    });
  });

  it("reports D1 and KV bound to the wrong kind of resource, without leaking why", async () => {
    const response = await health({ ...env, DB: env.SESSIONS as unknown as D1Database, SESSIONS: env.DB as never });
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ failing: ["d1", "kv"], checks: { d1: "failed", kv: "failed", r2: "ok" } });
    expect(text).not.toMatch(/not a function|TypeError|prepare|\.ts:\d+/);
  });

  it("is not behind the submission throttle: many checks in a row all answer 200", async () => {
    for (let i = 0; i < 15; i++) {
      const response = await api.request("/api/health", { headers: { "CF-Connecting-IP": "203.0.113.9" } }, env);
      expect(response.status).toBe(200);
    }
  });
});

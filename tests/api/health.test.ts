import { env, exports } from "cloudflare:workers";
import { api } from "@worker/api";
import { describe, expect, it } from "vitest";
import { expectError } from "../support/api-calls";

const health = (bindings: Cloudflare.Env = env) => api.request("/api/health", {}, bindings);

describe("GET /api/health", () => {
  it("answers 200 with the D1, KV and R2 checks and the build, never cached", async () => {
    const response = await exports.default.fetch("http://site.test/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { version: Record<string, unknown> };
    expect(body).toMatchObject({ status: "ok", checks: { d1: "ok", kv: "ok", r2: "ok" } });
    expect(body.version).toEqual({ id: expect.any(String), commit: expect.any(String), builtAt: expect.any(String) });
    expect(body.version.commit).not.toBe("dev");
  });

  it("reports a missing R2 binding as 503 naming the failed check, never cached", async () => {
    const response = await health({ ...env, MEDIA: undefined as unknown as R2Bucket });
    expect(response.headers.get("cache-control")).toBe("no-store");
    const error = await expectError(response, 503, "service_unavailable");
    expect(error.message).toBe("Not answering: R2 (media storage).");
  });

  it("reports D1 and KV bound to the wrong kind of resource, without leaking why", async () => {
    const broken = { ...env, DB: env.SESSIONS as unknown as D1Database, SESSIONS: env.DB as unknown as KVNamespace };
    const response = await health(broken);
    const text = await response.clone().text();
    const error = await expectError(response, 503, "service_unavailable");
    expect(error.message).toBe("Not answering: D1 (database), KV (sessions).");
    expect(text).not.toMatch(/not a function|TypeError|prepare/);
  });

  it("is not behind the submission throttle: many checks in a row all answer 200", async () => {
    for (let i = 0; i < 15; i++) {
      const response = await api.request("/api/health", { headers: { "CF-Connecting-IP": "203.0.113.9" } }, env);
      expect(response.status).toBe(200);
    }
  });
});

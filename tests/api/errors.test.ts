import { env, exports } from "cloudflare:workers";
import { api } from "@worker/api";
import { describe, expect, it } from "vitest";

describe("API errors", () => {
  it("answers an unknown /api path with a JSON 404, through the Worker too", async () => {
    for (const call of [
      () => api.request("/api/no-such-thing", {}, env),
      () => exports.default.fetch("http://example.com/api/no-such-thing"),
    ]) {
      const response = await call();
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect(await response.json()).toEqual({
        success: false,
        error: { code: "not_found", message: "This API path was not found." },
      });
    }
  });
});

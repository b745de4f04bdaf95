import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import worker from "@worker/index";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

// Rendering a page for the first time compiles it: slower than the default 5 s on a cold run.
vi.setConfig({ testTimeout: 30_000 });

const fetchSite = (path: string) => exports.default.fetch(`http://site.test${path}`);

/** The JSON lines the Worker wrote to the console while `run` ran. */
async function linesDuring(run: () => Promise<Response>) {
  const written: string[] = [];
  for (const method of ["log", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((line: unknown) => void written.push(String(line)));
  }
  const response = await run();
  await response.text();
  return { response, lines: written.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

afterEach(() => vi.restoreAllMocks());

describe("request ids and structured logs", () => {
  it("every response names its request id, and its one log line carries the same id", async () => {
    const { response, lines } = await linesDuring(() => fetchSite("/api/health"));
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", event: "request", requestId: id, path: "/api/health", status: 200 }),
    ]);
    const again = await fetchSite("/api/health");
    expect(again.headers.get("x-request-id")).not.toBe(id);
  });

  it("a failed health check's line says why, while the 503 only names the check", async () => {
    const broken = { ...env, MEDIA: undefined as unknown as R2Bucket };
    const request = new Request("http://site.test/api/health");
    const { response, lines } = await linesDuring(async () => worker.fetch(request, broken, createExecutionContext()));
    expect(response.status).toBe(503);
    expect(lines).toEqual([
      expect.objectContaining({ level: "error", requestId: response.headers.get("x-request-id"), status: 503 }),
    ]);
    expect(JSON.stringify(lines[0])).toMatch(/"healthFailures":\{"r2":\{"name":"TypeError"/);
  });

  describe("when the database breaks (this file's own storage loses its tables)", () => {
    beforeAll(async () => {
      for (const table of ["blog_posts", "practice_areas"]) await env.DB.prepare(`DROP TABLE ${table}`).run();
    });

    it("an API error thrown in a handler logs one JSON line with the request id and the stack", async () => {
      const { response, lines } = await linesDuring(() => fetchSite("/api/blog"));
      expect(response.status).toBe(500);
      const id = response.headers.get("x-request-id");
      expect(id).toBeTruthy();
      expect(lines).toHaveLength(1);
      const [line] = lines as [Record<string, unknown>];
      expect(line).toMatchObject({ level: "error", event: "request", requestId: id, status: 500 });
      const error = line.error as { stack: string };
      expect(error.stack).toMatch(/\n\s+at /);
      expect(JSON.stringify(error)).toMatch(/no such table: blog_posts/);
      // The stack stays in the logs.
      expect(JSON.stringify(await (await fetchSite("/api/blog")).json())).not.toMatch(/no such table|\n\s+at /);
    });

    it("a page whose loader throws logs its stack with the request id too", async () => {
      const { response, lines } = await linesDuring(() => fetchSite("/practice-areas"));
      expect(response.status).toBe(500);
      const id = response.headers.get("x-request-id");
      const errorLines = lines.filter((line) => line.level === "error");
      expect(errorLines).toHaveLength(1);
      const [line] = errorLines as [Record<string, unknown>];
      expect(line).toMatchObject({ event: "request", requestId: id, path: "/practice-areas", status: 500 });
      expect((line.error as { stack: string }).stack).toMatch(/\n\s+at /);
      expect(JSON.stringify(line.error)).toMatch(/no such table: practice_areas/);
    });
  });
});

import { exports } from "cloudflare:workers";
import { CSP_REPORT_PATH, MAP_EMBED_ORIGIN, TRUSTED_HTML_POLICY } from "@domain/csp";
import { describe, expect, it, vi } from "vitest";

vi.setConfig({ testTimeout: 30_000 });

const get = (path: string) => exports.default.fetch(`http://site.test${path}`);
const cspOf = async (path: string) => {
  const response = await get(path);
  await response.body?.cancel();
  return response.headers.get("content-security-policy") ?? "";
};

describe("security headers", () => {
  it.each(["/", "/admin/login", "/api/settings", "/api/no-such-path", "/media/no-such-file"])(
    "%s: HSTS for a year with subdomains, COOP and CORP same-origin",
    async (path) => {
      const response = await get(path);
      await response.body?.cancel();
      expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    },
  );

  it("pages report violations to the API", async () => {
    for (const path of ["/about", "/admin/login"]) expect(await cspOf(path)).toContain(`report-uri ${CSP_REPORT_PATH}`);
  });

  it("the map frame is the only third-party origin a page may use", async () => {
    const csp = await cspOf("/contact");
    const origins = [...csp.matchAll(/https?:\/\/[^\s;]+/g)].map(([origin]) => origin);
    expect(new Set(origins)).toEqual(new Set([MAP_EMBED_ORIGIN]));
    expect(csp).toContain(`frame-src ${MAP_EMBED_ORIGIN}`);
  });

  it("the back office requires Trusted Types with its one named policy; the public site does not", async () => {
    for (const path of ["/admin", "/admin/login", "/admin/blog"]) {
      const csp = await cspOf(path);
      expect(csp, path).toContain("require-trusted-types-for 'script'");
      expect(csp, path).toContain(`trusted-types ${TRUSTED_HTML_POLICY}`);
    }
    for (const path of ["/", "/administration", "/blog"]) {
      expect(await cspOf(path), path).not.toContain("trusted-types");
    }
  });
});

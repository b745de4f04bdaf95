import { CSP_REPORT_RULE } from "@worker/data/csp-reports";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken } from "../support/admin";
import { call, expectError, listOf, uniqueClient, withToken } from "../support/api-calls";
import { unique } from "../support/db";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const report = (body: unknown, type = "application/csp-report", client = uniqueClient()) =>
  call("/api/csp-reports", {
    method: "POST",
    headers: { "content-type": type, "CF-Connecting-IP": client },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const reportsAbout = async (search: string) =>
  (await listOf(await call(`/api/csp-reports?search=${encodeURIComponent(search)}`, withToken(token)))).items;

describe("POST /api/csp-reports (browsers)", () => {
  it("stores a report-uri report and staff see it", async () => {
    const page = `https://firm.test/admin/${unique("page")}`;
    const response = await report({
      "csp-report": {
        "document-uri": page,
        "violated-directive": "require-trusted-types-for",
        "effective-directive": "require-trusted-types-for",
        "blocked-uri": "trusted-types-sink",
        "script-sample": "Element innerHTML|<img src=x onerror=alert(1)>",
        "line-number": 12,
        "original-policy": "default-src 'self'",
      },
    });
    expect(response.status).toBe(204);
    expect(await reportsAbout(page)).toEqual([
      expect.objectContaining({
        documentUri: page,
        directive: "require-trusted-types-for",
        blockedUri: "trusted-types-sink",
        lineNumber: 12,
        disposition: "enforce",
        sample: "Element innerHTML|<img src=x onerror=alert(1)>",
      }),
    ]);
  });

  it("stores the csp-violation reports of a Reporting API batch and ignores other types", async () => {
    const page = `https://firm.test/${unique("page")}`;
    const response = await report(
      [
        {
          type: "csp-violation",
          url: page,
          body: {
            documentURL: page,
            effectiveDirective: "script-src-elem",
            blockedURL: "https://evil.test/x.js",
            disposition: "enforce",
          },
        },
        { type: "deprecation", url: page, body: {} },
      ],
      "application/reports+json",
    );
    expect(response.status).toBe(204);
    expect(await reportsAbout(page)).toEqual([
      expect.objectContaining({ directive: "script-src-elem", blockedUri: "https://evil.test/x.js" }),
    ]);
  });

  it("cuts overlong values instead of refusing a browser's report", async () => {
    const page = `https://firm.test/${unique("long")}/${"a".repeat(2000)}`;
    expect((await report({ "csp-report": { "document-uri": page, "script-sample": "s".repeat(5000) } })).status).toBe(
      204,
    );
    const [stored] = await reportsAbout(page.slice(0, 60));
    expect(String(stored?.documentUri)).toHaveLength(500);
    expect(String(stored?.sample)).toHaveLength(200);
  });

  it("refuses other content types, malformed JSON and other shapes", async () => {
    await expectError(await report({ "csp-report": {} }, "text/plain"), 415, "unsupported_media_type");
    await expectError(await report("{not json", "application/csp-report"), 400, "invalid_json");
    await expectError(await report({ hello: "world" }), 400, "validation_failed");
  });

  it("limits reports per client address", async () => {
    const client = uniqueClient();
    for (let i = 0; i < CSP_REPORT_RULE.limit; i += 1) {
      expect(
        (await report({ "csp-report": { "document-uri": `https://firm.test/${i}` } }, undefined, client)).status,
      ).toBe(204);
    }
    const refused = await report({ "csp-report": { "document-uri": "https://firm.test/over" } }, undefined, client);
    await expectError(refused, 429, "too_many_requests");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("GET /api/csp-reports (staff)", () => {
  it("needs an admin session", async () => {
    await expectError(await call("/api/csp-reports"), 401, "unauthorized");
  });

  it("lists newest first with X-Total-Count", async () => {
    const tag = unique("order");
    await report({ "csp-report": { "document-uri": `https://firm.test/${tag}/first` } });
    await report({ "csp-report": { "document-uri": `https://firm.test/${tag}/second` } });
    const response = await call(`/api/csp-reports?search=${tag}`, withToken(token));
    expect(response.headers.get("x-total-count")).toBe("2");
    expect((await listOf(response)).items.map((r) => String(r.documentUri).split("/").pop())).toEqual([
      "second",
      "first",
    ]);
  });
});

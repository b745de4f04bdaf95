import { ADMIN_TEXTS } from "@domain/messages";
import { expect, test } from "@playwright/test";
import { apiSignIn, openAdmin, signedIn } from "./support/admin";

type Probe = { error: string; directive: string | null; ran: boolean };

test("the back office refuses HTML written into the page outside its Trusted Types policy, and reports it", async ({
  page,
  request,
}) => {
  const marker = `tt${Date.now().toString(36)}`;
  await openAdmin(page, `/admin/login?probe=${marker}`);
  const probe: Probe = await page.evaluate(async (marker) => {
    const violation = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (e) => resolve(e.violatedDirective), { once: true }),
    );
    let error = "none";
    try {
      // What injected script or a careless component would do: a plain string into an HTML sink.
      document.body.insertAdjacentHTML("beforeend", `<img src="/${marker}.png" onerror="window.__ran = true">`);
    } catch (e) {
      error = (e as Error).name;
    }
    const directive = await Promise.race([violation, new Promise<null>((r) => setTimeout(() => r(null), 2000))]);
    await new Promise((r) => setTimeout(r, 200));
    return { error, directive, ran: (window as unknown as { __ran?: boolean }).__ran === true };
  }, marker);
  expect(probe).toEqual({ error: "TypeError", directive: "require-trusted-types-for", ran: false });
  expect(await page.locator(`img[src="/${marker}.png"]`).count()).toBe(0);

  // No other policy may be made: a script cannot mint its own "trusted" HTML.
  const rogue = await page.evaluate(() => {
    try {
      (
        window as unknown as { trustedTypes: { createPolicy(n: string, r: object): unknown } }
      ).trustedTypes.createPolicy("rogue", { createHTML: (s: string) => s });
      return "created";
    } catch (e) {
      return (e as Error).name;
    }
  });
  expect(rogue).toBe("TypeError");

  // The browser's report reaches staff.
  const token = await apiSignIn(request);
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/csp-reports?search=require-trusted-types-for&limit=100", {
          headers: { authorization: `Bearer ${token}` },
        });
        const reports = (await response.json()) as { documentUri: string }[];
        return reports.some((r) => r.documentUri.includes(`/admin/login?probe=${marker}`));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});

test("staff see the reported violations on the dashboard", async ({ page, request }) => {
  const marker = `dash${Date.now().toString(36)}`;
  const report = await request.post("/api/csp-reports", {
    headers: { "content-type": "application/csp-report", "CF-Connecting-IP": `10.9.${Date.now() % 250}.7` },
    data: JSON.stringify({
      "csp-report": {
        "document-uri": `http://127.0.0.1/${marker}`,
        "effective-directive": "script-src-elem",
        "blocked-uri": "https://evil.test/x.js",
      },
    }),
  });
  expect(report.status()).toBe(204);
  await signedIn(page, request);
  await openAdmin(page, "/admin/dashboard");
  const panel = page.getByRole("list", { name: ADMIN_TEXTS.cspReportsTitle });
  await expect(panel).toContainText(marker);
  await expect(panel).toContainText("script-src-elem");
});

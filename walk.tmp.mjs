// Ad-hoc walk (not part of the repo): each role's first screens at desktop and phone width.
import { chromium } from "@playwright/test";
const BASE = process.argv[2];
const OUT = "/work/notes/walk";
const [ownerEmail, ownerPassword] = ["admin@whitmore-law.test", process.env.DEMO_PW];
const api = async (path, init = {}, token) => {
  const r = await fetch(BASE + path, { ...init, headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), "CF-Connecting-IP": "203.0.113.9" } });
  return [r.status, await r.json().catch(() => null)];
};
const login = async (email, password) => (await api("/api/login", { method: "POST", body: JSON.stringify({ email, password }) }))[1]?.token;
const people = JSON.parse(process.env.PEOPLE); // [{role,email,password}]
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const SCREENS = { owner: ["/admin/dashboard", "/admin/contacts", "/admin/calendar", "/admin/staff", "/admin/blog", "/admin/settings"], editor: ["/admin/dashboard", "/admin/blog", "/admin/practice-areas", "/admin/team"], intake: ["/admin/dashboard", "/admin/contacts", "/admin/calendar"] };
for (const person of people) {
  const token = await login(person.email, person.password);
  if (!token) throw new Error("login failed " + person.email);
  for (const [label, viewport] of Object.entries({ desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } })) {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    await page.addInitScript((v) => window.localStorage.setItem("admin_token", v), token);
    for (const path of SCREENS[person.role]) {
      await page.goto(BASE + path);
      await page.locator("[data-admin-hydrated]").waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${OUT}/${person.role}-${label}-${path.split("/").pop()}.png`, fullPage: label === "desktop" });
      const toasts = await page.locator("[data-sonner-toast]").allInnerTexts();
      if (toasts.length) console.log(person.role, label, path, "TOASTS:", toasts);
    }
    await ctx.close();
  }
}
await browser.close();

import { env, exports } from "cloudflare:workers";
import { adminUsers } from "@db/schema";
import { api } from "@worker/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDb } from "../support/db";
import { bearer, createTestAdmin, login, type TestAdmin } from "../support/sign-in";

/** Words that only a leaked credential would put in an answer or a log line. */
const FORBIDDEN = ["passwordHash", "password_hash", "pbkdf2", "argon2"];

let admin: TestAdmin;
let storedHash = "";
const logged: string[] = [];

beforeAll(async () => {
  admin = await createTestAdmin();
  const [row] = await testDb().select().from(adminUsers).where(eq(adminUsers.id, admin.id));
  storedHash = row?.passwordHash ?? "";
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});
afterAll(() => vi.restoreAllMocks());

function expectNoSecret(text: string, where: string) {
  const [salt = "", hash = ""] = storedHash.split("$").slice(-2);
  for (const secret of [...FORBIDDEN, admin.password, storedHash, salt, hash]) {
    expect(text.toLowerCase(), `${where} contains ${secret}`).not.toContain(secret.toLowerCase());
  }
}

async function expectClean(response: Response, where: string) {
  expectNoSecret(`${[...response.headers].join("\n")}\n${await response.text()}`, where);
}

const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?\??/g, "1").replaceAll("*", "x");

describe("no answer and no log line carries a password or its hash", () => {
  it("sign-in, session, dashboard, uploads and logout", async () => {
    await expectClean(await login({ email: admin.email, password: "wrong-password" }, "198.51.100.90"), "failed login");
    const success = await login(admin, "198.51.100.90");
    const { token } = (await success.clone().json()) as { token: string };
    await expectClean(success, "login");
    for (const path of [
      "/api/session",
      "/api/dashboard",
      "/api/dashboard/activity?limit=50",
      "/api/dashboard/analytics",
    ]) {
      await expectClean(await api.request(path, bearer(token), env), path);
    }
    const form = new FormData();
    form.set("kind", "photo");
    form.set("file", new File([admin.password], "x.png"));
    await expectClean(
      await api.request("/api/uploads", { method: "POST", body: form, ...bearer(token) }, env),
      "upload",
    );
    await expectClean(await api.request("/api/logout", { method: "POST", ...bearer(token) }, env), "logout");
  });

  it("every GET route of the API, with and without a token (every admin list included)", async () => {
    const token = (await (await login(admin, "198.51.100.91")).json()) as { token: string };
    const paths = [...new Set(api.routes.filter((r) => r.method === "GET").map((r) => concrete(r.path)))];
    expect(paths).toContain("/api/dashboard");
    for (const path of paths) {
      await expectClean(await api.request(path, bearer(token.token), env), `${path} (admin)`);
      await expectClean(await api.request(path, {}, env), path);
    }
  });

  it("the site's pages", async () => {
    for (const path of ["/", "/admin/login"]) {
      await expectClean(await exports.default.fetch(`http://example.com${path}`), path);
    }
  });

  it("nothing was logged with a secret in it", () => {
    expectNoSecret(logged.join("\n"), "the logs");
  });
});

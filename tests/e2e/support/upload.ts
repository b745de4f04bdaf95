import { DEMO_ADMIN } from "@domain/demo";
import { expect, request } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";
import { uniqueClientIp } from "./api";

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** POST /api/uploads as staff do it: multipart, with the file and its kind. */
export async function uploadFile(
  kind: string,
  name: string,
  mimeType: string,
  buffer: Buffer,
): Promise<{ url: string; id: number }> {
  const context = await request.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "CF-Connecting-IP": uniqueClientIp() },
  });
  const login = await context.post("/api/login", { data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  const response = await context.post("/api/uploads", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { kind, file: { name, mimeType, buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { url: string; id: number };
  await context.dispose();
  return body;
}

import type { AdminApi } from "./api";

export interface Settings {
  firmName: string;
  email: string;
  phone: string;
  address: string;
  hours: Record<string, string>;
  privacyPolicy: string;
  [key: string]: unknown;
}

/**
 * Runs `body` with some firm settings changed through the API, then puts the old values back, so
 * other tests keep reading the firm as it was. Only in a test that runs alone while it changes them:
 * `test.use({ firmSettings: "changes" })` (support/test.ts).
 */
export async function withSettings(api: AdminApi, change: Partial<Settings>, body: () => Promise<void>) {
  const before = await api.get<Settings>("/settings");
  await api.put("/settings", change);
  try {
    await body();
  } finally {
    const restore = Object.fromEntries(Object.keys(change).map((key) => [key, before[key]]));
    await api.put("/settings", restore);
  }
}

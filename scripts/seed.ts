/**
 * Seeds local D1 with the demo content (and, in demo mode, the demo admin), through wrangler's
 * local bindings: the same seed function the tests run inside workerd.
 * Usage: tsx scripts/seed.ts [--persist-to DIR] [--migrate]
 * --migrate applies the pending migrations first, in the same runtime (scripts/db/apply-migrations.ts).
 */

import { DEMO_ADMIN } from "@domain/demo";
import { getPlatformProxy } from "wrangler";
import { database } from "../db/client";
import { seedDemoContent } from "../db/seed/seed";
import { hashPassword } from "../worker/auth/password";
import { applyMigrations } from "./db/apply-migrations";
import { proxiedD1, proxiedR2 } from "./db/proxied-d1";

const persistIndex = process.argv.indexOf("--persist-to");
const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1] : undefined;

const proxy = await getPlatformProxy<Cloudflare.Env>({
  configPath: "wrangler.toml",
  // wrangler keeps its local state under <dir>/v3; getPlatformProxy takes that inner path.
  persist: persistTo ? { path: `${persistTo}/v3` } : true,
});
try {
  if (process.argv.includes("--migrate")) await applyMigrations(proxiedD1(proxy.env.DB));
  const demoMode = proxy.env.DEMO_MODE === "true";
  const demoAdmin = demoMode
    ? { email: DEMO_ADMIN.email, name: DEMO_ADMIN.name, passwordHash: await hashPassword(DEMO_ADMIN.password) }
    : undefined;
  const { seeded } = await seedDemoContent(database(proxiedD1(proxy.env.DB)), {
    demoAdmin,
    media: proxiedR2(proxy.env.MEDIA),
  });
  console.log(seeded ? "Seeded the demo content." : "Demo content already seeded; nothing changed.");
} finally {
  await proxy.dispose();
}

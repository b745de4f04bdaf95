import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";
import { buildCardWorker } from "./scripts/cards/worker.ts";
import { geocode } from "./scripts/geocoder-stand-in.ts";
import { siteverify } from "./scripts/turnstile-stand-in.ts";
import { aliases } from "./vite.aliases.ts";
import { buildInfoDefine } from "./vite.build-info.ts";

/** The host tests configure as TURNSTILE_VERIFY_URL's; requests to it reach scripts/turnstile-stand-in.ts. */
const TURNSTILE_STAND_IN_HOST = "turnstile.test";
/** The host tests configure as GEOCODER_URL's; requests to it reach scripts/geocoder-stand-in.ts. */
const GEOCODER_STAND_IN_HOST = "geocoder.test";
const STAND_INS: Record<string, (request: Request) => Response | Promise<Response>> = {
  [TURNSTILE_STAND_IN_HOST]: siteverify,
  [GEOCODER_STAND_IN_HOST]: geocode,
};

const REFUSED_ALL_BUT = "only-this-address@whitmore-law.test";

/** Tests inside workerd against real D1/KV/R2, migrations applied by the setup file. */
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  // The card Worker, bundled fresh for each run: the site's CARDS binding reaches it as in production.
  const cardWorker = buildCardWorker(".cache/vitest-cards-worker");
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          // The edge cache is off for tests that write D1 directly; tests/worker/edge-cache.test.ts turns it on.
          // PUBLIC_ORIGIN: the origin the tests' page requests name (http://site.test), as each server sets its own.
          // TEST_CLOCK: a request may name its instant (worker/clock.ts; tests/support/worker.ts pins the cached ones).
          bindings: {
            TEST_MIGRATIONS: migrations,
            EDGE_CACHE: "off",
            PUBLIC_ORIGIN: "http://site.test",
            TEST_CLOCK: "on",
          },
          workers: [cardWorker],
          // A real local Email Service binding that refuses every recipient but one: sends that fail.
          email: {
            send_email: [
              { name: "EMAIL" },
              { name: "REFUSING_EMAIL", allowed_destination_addresses: [REFUSED_ALL_BUT] },
            ],
          },
          // The network as tests see it: Turnstile's verify endpoint and the geocoder are local stand-ins
          // (offline machines; tests never call the internet).
          outboundService: (request: Request) => (STAND_INS[new URL(request.url).host] ?? fetch)(request),
        },
      }),
      reactRouter(),
    ],
    resolve: { alias: aliases },
    define: buildInfoDefine(),
    cacheDir: ".cache/vitest",
    test: {
      name: "workers",
      include: ["tests/{api,db,worker,app}/**/*.test.ts"],
      setupFiles: ["tests/setup/load-background-modules.ts", "tests/setup/apply-migrations.ts"],
      // One Workers runtime runs file after file, keeping the modules it has loaded: a runtime and the
      // app's module graph per file cost 15 of the suite's 18 minutes on CI's two cores. Each file
      // still starts on empty storage (tests/setup/reset-storage.ts).
      isolate: false,
      // One runtime, one file at a time: two runtimes side by side were slower here (276 s against 187 s).
      fileParallelism: false,
      // Sign-in tests hash passwords with argon2id many times; on a shared 2-core CI machine that can
      // take more than vitest's default 5 s. A hung test still fails.
      testTimeout: 30_000,
      // Every request writes an info line (worker/observability/request-log.ts): keep the output to what matters.
      onConsoleLog: (log: string) => (log.startsWith('{"level":"info","event":"request"') ? false : undefined),
    },
  };
});

import { z } from "zod";
import type { HealthAnswer } from "../routes/health";
import { area, jsonSchema, ok, ref } from "./shared";
import { describing, isoTime } from "./stored";

const health = describing<HealthAnswer>()(
  z.object({
    status: z.literal("ok"),
    checks: z.object({ d1: z.literal("ok"), kv: z.literal("ok"), r2: z.literal("ok") }),
    version: z.object({
      id: z.string().nullable().describe("The Worker version id (what `wrangler rollback` names); null locally."),
      commit: z.string().describe("The git commit of the build."),
      builtAt: isoTime.nullable().describe("When the build ran (ISO 8601)."),
    }),
  }),
);

export const healthApi = area("Operations", (op) => ({
  paths: {
    "/api/health": {
      get: op("For uptime checks: D1, KV and R2 answer; never cached, never rate-limited", {
        responses: { 200: ok("Every check passed, and which build runs.", ref("Health")) },
        errors: { 503: "A check failed: the message names it (why is in the logs)." },
      }),
    },
  },
  schemas: { Health: jsonSchema(health, "output") },
}));

import { env } from "cloudflare:workers";
import { currentAppEnv } from "@worker/env";

/** The validated bindings for loaders and actions, `db` reading through the request's D1 session. */
export const serverEnv = () => currentAppEnv(env);

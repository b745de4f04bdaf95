import { env } from "cloudflare:workers";
import { appEnv } from "@worker/env";

/** The validated bindings for loaders and actions (the same ones the API uses). */
export const serverEnv = () => appEnv(env);

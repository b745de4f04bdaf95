import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const newsletterRoutes = new Hono<ApiEnv>();

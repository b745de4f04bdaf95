import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const settingsRoutes = new Hono<ApiEnv>();

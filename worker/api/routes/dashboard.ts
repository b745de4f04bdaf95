import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const dashboardRoutes = new Hono<ApiEnv>();

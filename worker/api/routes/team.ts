import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const teamRoutes = new Hono<ApiEnv>();

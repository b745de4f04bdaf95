import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const authRoutes = new Hono<ApiEnv>();

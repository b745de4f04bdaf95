import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const blogRoutes = new Hono<ApiEnv>();

import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const testimonialsRoutes = new Hono<ApiEnv>();

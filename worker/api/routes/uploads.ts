import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const uploadsRoutes = new Hono<ApiEnv>();

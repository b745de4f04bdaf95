import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const practiceAreasRoutes = new Hono<ApiEnv>();

import { Hono } from "hono";
import type { ApiEnv } from "../types";

export const contactsRoutes = new Hono<ApiEnv>();

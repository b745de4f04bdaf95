import { z } from "zod";
import { optionalChoice } from "./fields";

/** A list filter from a fixed list (`?status=unread`); blank or "all" means no filter. */
export const listFilter = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess((v) => (v === "" || v === "all" ? undefined : v), optionalChoice(label, values));

/**
 * True for a PUT body that carries only `status` (approve/reject a testimonial, mark a contact
 * handled): such a body changes the status alone; any other body is the full entity.
 */
export const isStatusOnly = (body: unknown): boolean =>
  typeof body === "object" && body !== null && !Array.isArray(body) && Object.keys(body).join() === "status";

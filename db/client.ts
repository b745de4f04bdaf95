import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * The queries here are all SQL-like (`db.select()…`), never relational (`db.query.…`): given the
 * schema, drizzle() would extract its relational config again on every call, twice a request.
 */
export function database(d1: D1Database) {
  return drizzle(d1);
}

export type Database = ReturnType<typeof database>;
export { schema };

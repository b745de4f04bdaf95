import { dirname, join } from "node:path";
import { getPlatformProxy } from "wrangler";
import { derivedNames, isShadowTable } from "./derived";
import { proxiedD1 } from "./proxied-d1";

/**
 * Rows per table of a local D1 (the one wrangler keeps beside `configPath`), through wrangler's own
 * local bindings. Cloudflare's internal tables (_cf_*) and SQLite's are left out, and so are the
 * search indexes' shadow tables (their row counts are storage details; each index counts its rows).
 */
export async function localRowCounts(configPath: string): Promise<Record<string, number>> {
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath,
    persist: { path: join(dirname(configPath), ".wrangler/state/v3") },
  });
  const db = proxiedD1(proxy.env.DB);
  try {
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
      )
      .all<{ name: string }>();
    const counts: Record<string, number> = {};
    const derived = derivedNames();
    for (const { name } of results.filter((row) => !isShadowTable(row.name, derived))) {
      const row = await db.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).first<{
        n: number;
      }>();
      counts[name] = row?.n ?? 0;
    }
    return counts;
  } finally {
    await proxy.dispose();
  }
}

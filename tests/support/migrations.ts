import { env } from "cloudflare:workers";

/**
 * The data statements of one migration (named by part of its file name) that match `pattern`, in
 * order: what a test runs again on rows an earlier version wrote. Trigger definitions are left out,
 * though their bodies match the same words.
 */
export const migrationStatements = (migration: string, pattern: RegExp): string[] =>
  (env.TEST_MIGRATIONS.find((m) => m.name.includes(migration))?.queries ?? []).filter(
    (query) => pattern.test(query) && !query.includes("CREATE TRIGGER"),
  );

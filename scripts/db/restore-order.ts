import { unstable_splitSqlQuery as splitSqlQuery } from "wrangler";

/**
 * `wrangler d1 export` writes each table's CREATE and INSERTs table by table, alphabetically; a row
 * whose foreign key points to a table created later then fails ("no such table: main.team_members")
 * even with deferred foreign keys. Loading it in this order avoids that: pragmas, every table, every
 * row, then indexes, triggers and views (so no trigger fires on restored rows).
 */
export function orderForRestore(sql: string): string {
  const statements = splitSqlQuery(sql);
  const rank = (statement: string) => {
    const head = statement.trimStart().slice(0, 40).toUpperCase();
    if (head.startsWith("PRAGMA")) return 0;
    if (head.startsWith("CREATE TABLE")) return 1;
    if (head.startsWith("INSERT")) return 2;
    return 3;
  };
  // A stable sort keeps the export's order within each group.
  return statements
    .map((statement, index) => ({ statement, index, rank: rank(statement) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ statement }) => (statement.trimEnd().endsWith(";") ? statement : `${statement};`))
    .join("\n");
}

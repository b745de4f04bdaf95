import type { Database } from "@db/client";
import type { AuditAction } from "@domain/audit";
import { eq } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/** How an admin write is audited: the row it changes and how to read it, and the action where the method does not say it. */
export interface AuditRule {
  table?: SQLiteTable;
  idColumn?: SQLiteColumn;
  /** A single-row table (the settings): its one id. */
  fixedId?: number;
  /** Actions by HTTP method, where the method alone does not say it (POST /uploads is an upload). */
  actions?: Partial<Record<string, AuditAction>>;
  /** No row to read: the answer itself is the "after" (only where it is known to hold no secret). */
  afterFromAnswer?: boolean;
  /** The item is the acting account itself (signing out ends its own session). */
  selfTarget?: boolean;
  /** Methods that change nothing yet (a passkey's or an authenticator's first step, a draft): no audit row. */
  notWrites?: readonly string[];
  /** A document spread over several tables (booking settings, an attorney's availability): how to read it. */
  read?: (db: Database, id: string) => Promise<Record<string, unknown> | null>;
  /** Columns never copied into the log: personal data an erase must remove for good. */
  unlogged?: readonly string[];
}

/** What an admin write route changes, for the audit log: its entity (the log's name for it) and its rule. */
export interface AuditTarget extends AuditRule {
  entity: string;
}

/** The last static segment of a route after its id names the action: /api/staff/:id/role. */
const SUFFIX_ACTIONS: Record<string, AuditAction> = {
  role: "role_change",
  deactivate: "deactivate",
  reactivate: "reactivate",
  unsubscribe: "unsubscribe",
  preview: "preview_shared",
  move: "update",
  restore: "revision_restored",
  // The enquiry workflow (/api/contacts/:id/…): opening and assigning change the enquiry itself.
  opened: "update",
  notes: "note_added",
  resend: "email_resent",
  reschedule: "rescheduled",
  cancel: "cancelled",
};

const METHOD_ACTIONS: Record<string, AuditAction> = {
  POST: "create",
  PUT: "update",
  PATCH: "update",
  DELETE: "delete",
};

export interface ResolvedTarget {
  entity: string;
  /** The id from the path (or the single row's), when the route names one. */
  id: string | null;
  action: AuditAction;
  load: ((db: Database, id: string) => Promise<Record<string, unknown> | null>) | null;
  afterFromAnswer: boolean;
  selfTarget: boolean;
  /** The call changes nothing worth a row. */
  skip: boolean;
}

/** Hono's `:name` and `:name{pattern}` as a regex capture, to read a path's parameters by its route pattern. */
function paramsOf(pattern: string, path: string): string[] {
  const source = pattern
    .split(/(:\w+(?:\{[^}]*\})?\??)/)
    .map((part) => {
      const param = /^:\w+(?:\{([^}]*)\})?\??$/.exec(part);
      if (param) return `(${param[1] ?? "[^/]+"})`;
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  const match = new RegExp(`^${source}$`).exec(path);
  return match ? match.slice(1).map(decodeURIComponent) : [];
}

/** What the route `pattern` (as registered) of `target`, called as `method path`, changes. */
export function resolveTarget(
  target: AuditTarget | undefined,
  method: string,
  pattern: string,
  path: string,
): ResolvedTarget {
  const [firstParam] = paramsOf(pattern, path);
  const suffix = pattern.split("/").at(-1) ?? "";
  const action =
    target?.actions?.[method] ??
    (pattern.includes(":") && !suffix.startsWith(":") ? SUFFIX_ACTIONS[suffix] : undefined) ??
    METHOD_ACTIONS[method] ??
    "other";
  const entity = target?.entity ?? "api";
  const id = firstParam ?? (target?.fixedId !== undefined ? String(target.fixedId) : null);
  const { table, idColumn, unlogged = [] } = target ?? {};
  const load =
    target?.read ??
    (table && idColumn
      ? async (db: Database, rowId: string) => {
          const value = idColumn.dataType === "number" ? Number(rowId) : rowId;
          const [row] = await db.select().from(table).where(eq(idColumn, value)).limit(1);
          if (!row) return null;
          const logged: Record<string, unknown> = { ...row };
          for (const column of unlogged) delete logged[column];
          return logged;
        }
      : null);
  const flags = {
    afterFromAnswer: target?.afterFromAnswer ?? false,
    selfTarget: target?.selfTarget ?? false,
    skip: target?.notWrites?.includes(method) ?? false,
  };
  return { entity, id, action, load, ...flags };
}

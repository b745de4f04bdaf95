import { z } from "zod";
import { AUDIT_ACTIONS } from "../audit";
import { FIELD_MESSAGES } from "../messages";

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const day = (label: string) => z.preprocess(blankToUndefined, z.iso.date(FIELD_MESSAGES.choice(label)).optional());

/** The Activity screen's filters: person, entity, action and a date range (inclusive days, UTC). */
export const auditFilterSchema = z.object({
  actor: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).optional()),
  entity: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, FIELD_MESSAGES.choice("Action")).optional()),
  from: day("From date"),
  to: day("To date"),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

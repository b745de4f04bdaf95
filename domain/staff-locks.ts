import { STAFF_MESSAGES } from "./messages";
import { ROLE_AREAS, type StaffArea, type StaffRole } from "./roles";

/** Who a Staff row describes, as the list gives it. */
interface Member {
  id: number;
  email: string;
  role: StaffRole;
  status: "active" | "deactivated";
}

/** Why a control on a Staff row cannot be used by the person looking at it (null: it can). */
interface StaffLocks {
  role: string | null;
  deactivate: string | null;
}

/**
 * The rules the API enforces (worker/data/staff.ts: the firm keeps an active owner; nobody
 * deactivates themself), read from the list itself, so the screen disables what would be refused
 * and says why, instead of refusing after a try.
 */
export function staffLocks(member: Member, members: readonly Member[], viewerEmail: string | null): StaffLocks {
  const activeOwners = members.filter((m) => m.role === "owner" && m.status === "active");
  const lastOwner = member.role === "owner" && member.status === "active" && activeOwners.length <= 1;
  const self = viewerEmail !== null && member.email === viewerEmail.toLowerCase();
  return {
    role: lastOwner ? STAFF_MESSAGES.lastOwner : null,
    deactivate: self ? STAFF_MESSAGES.selfDeactivate : lastOwner ? STAFF_MESSAGES.lastOwner : null,
  };
}

/** The areas a new role reaches that the current one does not (what a promotion grants). */
export const areasGained = (from: StaffRole, to: StaffRole): StaffArea[] =>
  ROLE_AREAS[to].filter((area) => !ROLE_AREAS[from].includes(area));

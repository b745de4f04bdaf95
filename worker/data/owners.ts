import type { Database } from "@db/client";
import { adminUsers } from "@db/schema";
import { and, asc, eq, isNull } from "drizzle-orm";

/** A person staff are told to contact about their account: an active owner. */
export interface OwnerContact {
  id: number;
  name: string;
  email: string;
}

/** The firm's active owners, by name: whom a security notice or a deactivated account points to. */
export function activeOwners(db: Database): Promise<OwnerContact[]> {
  return db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, "owner"), isNull(adminUsers.deactivatedAt)))
    .orderBy(asc(adminUsers.name), asc(adminUsers.id));
}

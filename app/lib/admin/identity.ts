import type { AdminIdentity } from "@domain/rows";
import { createContext, useContext } from "react";

/** Who is signed in (null until the session call answers), for screens that adapt to the role. */
export const AdminIdentityContext = createContext<AdminIdentity | null>(null);

export const useAdminIdentity = () => useContext(AdminIdentityContext);

import { ADMIN_HOME_PATH } from "@domain/constants";
import { redirect } from "react-router";

/** /admin is the dashboard (its guard sends a signed-out visitor to sign in). */
export const loader = () => redirect(ADMIN_HOME_PATH);

import { redirect } from "react-router";
import { ADMIN_HOME_PATH } from "~/lib/constants";

/** /admin is the dashboard (its guard sends a signed-out visitor to sign in). */
export const loader = () => redirect(ADMIN_HOME_PATH);

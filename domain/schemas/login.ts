import { z } from "zod";
import { ADMIN_PASSWORD } from "../constants";
import { FIELD_MESSAGES } from "../messages";
import { requiredEmail } from "./fields";

/** The admin sign-in form (SPEC §5), shared by the API and the login page. Passwords are never trimmed. */
export const loginSchema = z.object({
  email: requiredEmail(),
  password: z
    .string(FIELD_MESSAGES.required("Password"))
    .min(1, FIELD_MESSAGES.required("Password"))
    .max(ADMIN_PASSWORD.maxLength, FIELD_MESSAGES.tooLong("Password", ADMIN_PASSWORD.maxLength)),
  /** The back office asks for an HttpOnly cookie session; API clients leave it out and get a bearer token. */
  cookie: z.boolean(FIELD_MESSAGES.yesNo("cookie")).optional(),
});

export type LoginInput = z.infer<typeof loginSchema>;

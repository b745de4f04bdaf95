import { TOASTS } from "@domain/messages";
import { toast } from "sonner";
import { ApiCallError, api } from "./api";
import { storeToken } from "./token-storage";

interface LoginAnswer {
  success?: boolean;
  token?: string;
}

/**
 * SPEC §4/§8: a result needs both success and a token; a refusal toasts 'Invalid email or password',
 * anything else (network, 429, 500) the generic error. True when signed in.
 */
export async function signIn(email: string, password: string): Promise<boolean> {
  try {
    const answer = await api.post<LoginAnswer>("/login", { email, password });
    if (answer.success && answer.token) {
      storeToken(answer.token);
      toast.success(TOASTS.loginSuccess.title, { description: TOASTS.loginSuccess.description });
      return true;
    }
    toast.error(TOASTS.loginFailed.title, { description: TOASTS.loginFailed.description });
  } catch (error) {
    const refused = error instanceof ApiCallError && (error.status === 401 || error.status === 400);
    // A wrong password is an expected answer, not an error worth logging; anything else is.
    if (!refused) console.error("Login error", error);
    const message = refused ? TOASTS.loginFailed : TOASTS.loginError;
    toast.error(message.title, { description: message.description });
  }
  return false;
}

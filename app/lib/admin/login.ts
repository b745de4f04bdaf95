import { TOASTS } from "@domain/messages";
import { TURNSTILE_HEADER } from "@domain/turnstile";
import { toast } from "sonner";
import { ApiCallError, answerOf, client } from "./api";
import { storeToken } from "./token-storage";

/**
 * SPEC §4/§8: a result needs both success and a token; a refusal toasts 'Invalid email or password',
 * anything else (network, 429, 500) the generic error. True when signed in.
 */
export async function signIn(email: string, password: string, humanCheckToken: string | null = null): Promise<boolean> {
  try {
    // The Turnstile widget's token, when Turnstile is on (the API reads it from this header).
    const headers: Record<string, string> = humanCheckToken ? { [TURNSTILE_HEADER]: humanCheckToken } : {};
    const answer = await answerOf(client.login.$post({ json: { email, password } }, { headers }));
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

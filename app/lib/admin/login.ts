import { TOASTS } from "@domain/messages";
import type { passkeySignInSchema } from "@domain/schemas/account";
import { TURNSTILE_HEADER } from "@domain/turnstile";
import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import type { z } from "zod";
import { ApiCallError, answerOf, client } from "./api";
import { rememberCsrfToken } from "./csrf-token";

/** Where a sign-in step leaves the user; a refusal is thrown, and told by `signInOutcome`. */
export type SignInStep = { kind: "signed-in" } | { kind: "code"; pendingToken: string } | { kind: "failed" };

const signedIn = (answer: { csrfToken?: string }): SignInStep => {
  rememberCsrfToken(answer.csrfToken ?? null);
  return { kind: "signed-in" };
};

/** The Turnstile widget's token, when Turnstile is on (the API reads it from this header). */
const humanCheckHeaders = (token: string | null): Record<string, string> =>
  token ? { [TURNSTILE_HEADER]: token } : {};

/**
 * What a sign-in step shows through `useWrite()`: 'Login successful' once signed in; a refusal
 * SPEC's 'Invalid email or password' (or the API's own words); anything else the generic error.
 */
export const signInOutcome = (refusedWith: string = TOASTS.loginFailed.description) => ({
  done: (step: SignInStep) => (step.kind === "signed-in" ? TOASTS.loginSuccess : undefined),
  failed: (error: unknown) => {
    const refused = error instanceof ApiCallError && [400, 401, 403].includes(error.status);
    // A wrong password or code is an expected answer, not an error worth logging; anything else is.
    if (!refused) {
      console.error("Login error", error);
      return TOASTS.loginError;
    }
    return {
      title: TOASTS.loginFailed.title,
      description: error.status === 401 ? refusedWith : (error.reason ?? refusedWith),
    };
  },
});

/**
 * SPEC §4/§8 with an HttpOnly cookie session: the answer carries no token, only the CSRF token kept in
 * memory. An account with an authenticator app goes on to the code step.
 */
export async function signIn(
  email: string,
  password: string,
  humanCheckToken: string | null = null,
): Promise<SignInStep> {
  const headers = humanCheckHeaders(humanCheckToken);
  const answer = await (await client.login.$post({ json: { email, password, cookie: true } }, { headers })).json();
  if ("next" in answer) return { kind: "code", pendingToken: answer.pendingToken };
  if (answer.success && "csrfToken" in answer) return signedIn(answer);
  // An answer that is neither step: told as a refused sign-in.
  throw new ApiCallError(401, "Unauthorized", answer);
}

/** The code step: a TOTP code or a recovery code. */
export async function signInWithCode(pendingToken: string, code: string): Promise<SignInStep> {
  const answer = await (
    await client.login["second-factor"].$post({ json: { pendingToken, code, cookie: true } })
  ).json();
  return "csrfToken" in answer ? signedIn(answer) : { kind: "failed" };
}

/** Whether this browser can use passkeys at all (the button is offered only then). */
export const passkeysSupported = () => typeof window !== "undefined" && browserSupportsWebAuthn();

/** Signs in with a passkey instead of a password (the browser asks which one). */
export async function signInWithPasskey(humanCheckToken: string | null = null): Promise<SignInStep> {
  const optionsJSON = await answerOf(client.login.passkey.options.$post());
  const response = await startAuthentication({ optionsJSON: optionsJSON as never });
  const json = { response, cookie: true } as unknown as z.input<typeof passkeySignInSchema>;
  const answer = await (
    await client.login.passkey.$post({ json }, { headers: humanCheckHeaders(humanCheckToken) })
  ).json();
  return "csrfToken" in answer ? signedIn(answer) : { kind: "failed" };
}

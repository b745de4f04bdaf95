/** What became of a sign-in attempt, as the log records it. */
export type SignInLogOutcome = "success" | "failure" | "throttled" | "challenge-failed" | "deactivated";

/**
 * One structured line per sign-in attempt (Workers Logs keep them): the outcome, the account asked
 * for and the client address. Never the password, the token or anything derived from them.
 */
export function logSignIn(outcome: SignInLogOutcome, account: string, address: string) {
  console.log(
    JSON.stringify({ level: "info", event: "sign-in", outcome, account: account.trim().toLowerCase(), address }),
  );
}

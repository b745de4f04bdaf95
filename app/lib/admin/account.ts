import type { passkeyRegistrationSchema } from "@domain/schemas/account";
import { startRegistration } from "@simplewebauthn/browser";
import type { z } from "zod";
import { answerOf, client } from "./api";

/** The account page's calls: the user's own password, sessions, passkeys, authenticator app, and the firm's rule. */
const account = client.account;

export const ACCOUNT = {
  security: () => answerOf(account.security.$get()),
  sessions: () => answerOf(account.sessions.$get()),
  endSession: (id: string) => answerOf(account.sessions[":id"].$delete({ param: { id } })),
  changePassword: (json: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
    answerOf(account.password.$post({ json })),
  removePasskey: (id: string) => answerOf(account.passkeys[":id"].$delete({ param: { id } })),
  startTotp: () => answerOf(account.totp.$post()),
  confirmTotp: (code: string) => answerOf(account.totp.confirm.$post({ json: { code } })),
  removeTotp: () => answerOf(account.totp.$delete()),
  policy: () => answerOf(client["auth-policy"].$get()),
  setPolicy: (requireSecondFactor: boolean) => answerOf(client["auth-policy"].$put({ json: { requireSecondFactor } })),
};

/** Registers a passkey: the server's options, the browser's ceremony, the server's check. */
export async function addPasskey(name: string) {
  const optionsJSON = await answerOf(account.passkeys.options.$post());
  const response = await startRegistration({ optionsJSON: optionsJSON as never });
  const json = { name, response } as unknown as z.input<typeof passkeyRegistrationSchema>;
  return (await account.passkeys.$post({ json })).json();
}

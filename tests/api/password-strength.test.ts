import { env } from "cloudflare:workers";
import { ACCOUNT_MESSAGES } from "@domain/messages";
import { issueResetToken } from "@worker/auth/password-reset";
import { MIN_PASSWORD_SCORE, passwordWeaknesses } from "@worker/auth/password-strength";
import { appEnv } from "@worker/env";
import { describe, expect, it } from "vitest";
import { expectError, send } from "../support/api-calls";
import { unique } from "../support/db";
import { invitationTokenOf } from "../support/email";
import { createTestAdmin, login, signedInToken } from "../support/sign-in";

// One password rule for invitation, reset and change: zxcvbn's score of at least 3 with the common
// list, the firm's and the person's names as guessable words (the English dictionaries are the browser's).

const STRONG = "violet-harbour-lantern-42";
const COMMON = ACCOUNT_MESSAGES.passwordCommon;

describe("the password rule", () => {
  it("refuses password1234 and other guessable ones, with the estimator's advice", async () => {
    for (const password of ["password1234", "qwertyuiop12", "aaaaaaaaaaaa", "abcdefgh1234"]) {
      const problems = await passwordWeaknesses(password, {}, COMMON);
      expect(problems.length, password).toBeGreaterThan(0);
      expect(problems.every((line) => line.length > 0)).toBe(true);
    }
  });

  it("refuses a password made of the firm's name or the person's name", async () => {
    const person = { firmName: "Whitmore & Associates", name: "Eleanor Vance", email: "eleanor.vance@example.com" };
    for (const password of ["WhitmoreAssociates", "eleanorvance2026"]) {
      expect((await passwordWeaknesses(password, person, COMMON)).length, password).toBeGreaterThan(0);
    }
  });

  it(`accepts a long unguessable passphrase (score ≥ ${MIN_PASSWORD_SCORE})`, async () => {
    expect(await passwordWeaknesses(STRONG, { name: "Eleanor Vance" }, COMMON)).toEqual([]);
  });
});

describe("every place a password is set", () => {
  it("change: refuses password1234 on newPassword", async () => {
    const admin = await createTestAdmin();
    const token = await signedInToken(admin);
    const body = { currentPassword: admin.password, newPassword: "password1234", confirmPassword: "password1234" };
    const error = await expectError(await send("POST", "/api/account/password", body, token), 400, "validation_failed");
    expect(error.fields?.newPassword?.length).toBeGreaterThan(0);
  });

  it("change: refuses a password built from the person's own name", async () => {
    const admin = await createTestAdmin({ name: "Rosalind Featherstone" });
    const token = await signedInToken(admin);
    const weak = "RosalindFeatherstone";
    const body = { currentPassword: admin.password, newPassword: weak, confirmPassword: weak };
    await expectError(await send("POST", "/api/account/password", body, token), 400, "validation_failed");
  });

  it("reset: refuses password1234 and keeps the link usable", async () => {
    const admin = await createTestAdmin();
    const token = await issueResetToken(appEnv(env), admin.id);
    const weak = await send("POST", "/api/password/reset", {
      token,
      password: "password1234",
      confirmPassword: "password1234",
    });
    const error = await expectError(weak, 400, "validation_failed");
    expect(error.fields?.password?.length).toBeGreaterThan(0);
    expect(
      (await send("POST", "/api/password/reset", { token, password: STRONG, confirmPassword: STRONG })).status,
    ).toBe(200);
  });
});

describe("the confirmation of a new password", () => {
  const MISMATCH = ACCOUNT_MESSAGES.passwordMismatch;
  const expectMismatch = async (answer: Response) => {
    const error = await expectError(answer, 400, "validation_failed");
    expect(error.fields?.confirmPassword).toEqual([MISMATCH]);
  };

  it("change: a mismatch is refused on confirmPassword and the old password still signs in", async () => {
    const admin = await createTestAdmin();
    const token = await signedInToken(admin);
    const body = { currentPassword: admin.password, newPassword: STRONG, confirmPassword: `${STRONG}x` };
    await expectMismatch(await send("POST", "/api/account/password", body, token));
    expect((await login(admin)).status).toBe(200);
  });

  it("reset: a mismatch is refused and the link stays usable", async () => {
    const admin = await createTestAdmin();
    const token = await issueResetToken(appEnv(env), admin.id);
    await expectMismatch(await send("POST", "/api/password/reset", { token, password: STRONG, confirmPassword: "" }));
    expect(
      (await send("POST", "/api/password/reset", { token, password: STRONG, confirmPassword: STRONG })).status,
    ).toBe(200);
  });

  it("invitation: a mismatch is refused and the invitation stays usable", async () => {
    const owner = await signedInToken(await createTestAdmin({ role: "owner" }));
    const email = `${unique("invitee")}@example.com`.replace(/\s/g, "-");
    expect((await send("POST", "/api/invitations", { email, name: "Ivy Invitee", role: "editor" }, owner)).status).toBe(
      201,
    );
    const token = await invitationTokenOf(email);
    const accept = (confirmPassword: string) =>
      send("POST", "/api/invitations/accept", { token, password: STRONG, confirmPassword });
    await expectMismatch(await accept("violet-harbour-lantern-43"));
    expect((await accept(STRONG)).status).toBe(201);
  });
});

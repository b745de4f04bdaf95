import { SIGN_IN_RULES } from "@worker/auth/sign-in";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestAdmin, login } from "../support/sign-in";
import { seedThrottleEvents } from "../support/throttle";

afterEach(() => vi.restoreAllMocks());

/** The sign-in lines written while `act` runs, parsed. */
async function signInLines(act: () => unknown) {
  const info = vi.spyOn(console, "log");
  await act();
  const lines = info.mock.calls.map((args) => args.join(" "));
  info.mockRestore();
  const signIns = lines.filter((line) => line.includes('"event":"sign-in"'));
  return { lines, entries: signIns.map((line) => JSON.parse(line)) };
}

describe("sign-in outcomes are logged", () => {
  it("success, failure and throttled, each with account and address, never a password or token", async () => {
    const admin = await createTestAdmin();
    const address = "192.0.2.201";

    const failed = await signInLines(() => login({ email: admin.email, password: "wrong-password-xyz" }, address));
    expect(failed.entries).toEqual([
      { level: "info", event: "sign-in", outcome: "failure", account: admin.email, address },
    ]);

    let token = "";
    const succeeded = await signInLines(async () => {
      const response = await login(admin, address);
      token = ((await response.json()) as { token: string }).token;
    });
    expect(succeeded.entries).toEqual([
      { level: "info", event: "sign-in", outcome: "success", account: admin.email, address },
    ]);

    const blockedAddress = "192.0.2.202";
    await seedThrottleEvents(SIGN_IN_RULES.address, blockedAddress, SIGN_IN_RULES.address.limit);
    const throttled = await signInLines(() => login(admin, blockedAddress));
    expect(throttled.entries).toEqual([
      { level: "info", event: "sign-in", outcome: "throttled", account: admin.email, address: blockedAddress },
    ]);

    for (const line of [...failed.lines, ...succeeded.lines, ...throttled.lines]) {
      expect(line).not.toContain(admin.password);
      expect(line).not.toContain("wrong-password-xyz");
      expect(line).not.toContain(token);
    }
  });
});

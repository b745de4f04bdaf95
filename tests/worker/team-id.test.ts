import { teamMembers } from "@db/schema";
import { freeTeamMemberId, teamMemberIdBase } from "@worker/data/team-id";
import { describe, expect, it } from "vitest";
import { testDb } from "../support/db";

describe("teamMemberIdBase", () => {
  it.each([
    ["Sarah Johnson", "sarah-johnson"],
    ["Dr. Jane Q. Public", "jane-public"],
    ["Prof. Alan Turing, Ph.D.", "alan-turing"],
    ["Martin Luther King Jr.", "martin-king"],
    ["María José García-López, Esq.", "maria-garcia-lopez"],
    ["  Eleanor   WHITMORE  ", "eleanor-whitmore"],
    ["J. R. R. Tolkien", "tolkien"],
    ["Cher", "cher"],
    ["Dr. Q", "dr-q"],
    ["李雷", "attorney"],
    ["' OR 1=1 --", "or-1-1"],
  ])("%s → %s", (name, id) => {
    expect(teamMemberIdBase(name)).toBe(id);
  });
});

describe("freeTeamMemberId", () => {
  // D1 refuses LIKE patterns over 50 bytes: a long name used to make creating the member a 500.
  it("numbers ids of long names too", async () => {
    const base = `${"longname".repeat(8)}-${Date.now().toString(36)}`;
    expect(await freeTeamMemberId(testDb(), base)).toBe(base);
    await testDb()
      .insert(teamMembers)
      .values({ id: base, name: "Long Name", role: "Partner", department: "Litigation", email: `${base}@example.com` });
    expect(await freeTeamMemberId(testDb(), base)).toBe(`${base}-2`);
  });
});

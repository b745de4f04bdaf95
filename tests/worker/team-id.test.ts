import { teamMemberIdBase } from "@worker/data/team-id";
import { describe, expect, it } from "vitest";

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

import { describe, expect, it } from "vitest";
import { harnessCaveat } from "./harness-caveat";

describe("harnessCaveat", () => {
  it.each([
    ["each session under its own harness's rules", "auto", {}, null],
    ["fitted, swept with constants only", "fitted", { autocompactBufferTokens: [8_000] }, null],
    ["a Codex profile", "codex", {}, "Profiles of Codex CLI:"],
    [
      "both harnesses on the profile axis",
      "auto",
      { profile: ["cc-2.1", "codex"] },
      "Profiles of Claude Code and Codex CLI:",
    ],
    [
      "three harnesses on the profile axis",
      "gemini",
      { profile: ["cc-2.1", "codex"] },
      "Profiles of Gemini CLI, Claude Code and Codex CLI:",
    ],
  ])("%s", (_case, profile, grid, start) => {
    const caveat = harnessCaveat(profile, grid);
    if (start === null) expect(caveat).toBeNull();
    else {
      expect(caveat?.startsWith(start)).toBe(true);
      expect(caveat).toContain("length/4");
    }
  });
});

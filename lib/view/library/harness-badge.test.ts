import { describe, expect, it } from "vitest";
import { HARNESS_FILTER_OPTIONS, harnessBadge } from "./harness-badge";

describe("harnessBadge", () => {
  it.each([
    ["claude-code", null],
    ["codex", { label: "Codex", title: "Codex CLI rollout" }],
    ["gemini-cli", { label: "Gemini", title: "Gemini CLI session file" }],
    ["opencode", { label: "OpenCode", title: "OpenCode session" }],
  ] as const)("badges %s as %j", (harness, expected) => {
    expect(harnessBadge(harness)).toEqual(expected);
  });

  it("offers every harness in the filter, named", () => {
    expect(HARNESS_FILTER_OPTIONS).toEqual([
      { value: "claude-code", label: "Claude Code" },
      { value: "codex", label: "Codex CLI" },
      { value: "gemini-cli", label: "Gemini CLI" },
      { value: "opencode", label: "OpenCode" },
    ]);
  });
});

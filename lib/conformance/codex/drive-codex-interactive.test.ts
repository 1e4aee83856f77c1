import path from "node:path";
import { describe, expect, it } from "vitest";
import { probeCodex } from "./probe-codex";

// A stand-in TUI (testing/scripted-codex-tui.mjs): one process for the session, compacting
// before a turn once the last response in that process reported a total of 200,000.
const scripted = {
  version: "0.0.0-scripted-tui",
  command: process.execPath,
  args: [path.join(import.meta.dirname, "testing", "scripted-codex-tui.mjs")],
};

describe("the interactive driver (the TUI in a tmux pane)", () => {
  it.each([
    ["compacts before the second turn when the first reported the limit", 200_000, 2],
    ["not one token below it", 199_999, null],
  ])(
    "%s: both turns in one process",
    async (_rule, total, turn) => {
      const result = await probeCodex({
        codex: scripted,
        interactive: true,
        first: { input: total - 1, cached: 0, output: 1 },
        keepRollouts: true,
      });
      expect(result.failure).toBeNull();
      expect(result.compactedInTurn).toBe(turn);
      expect(result.requests.filter((r) => r.kind === "turn")).toHaveLength(2);
      // One rollout: the same process answered both turns.
      expect(result.rollouts).toHaveLength(1);
    },
    60_000,
  );
});

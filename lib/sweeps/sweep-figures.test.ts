import { describe, expect, it } from "vitest";
import { replaySession } from "../compaction/replay/replay-session";
import { loadModelFromFile } from "../transcript/testing/load-model-from-file";
import { fixturePath, hasRealFixtures } from "../transcript/testing/real-fixtures";
import { measureRecorded, measureReplay } from "./sweep-figures";

/**
 * Against real sessions: the recorded reality and a replay that reproduces it must agree, and
 * neither may say a session met a blocking limit it never met.
 */
describe.skipIf(!hasRealFixtures)("sweep figures on real sessions", () => {
  it.each([
    // Compacted at 2.1's 167K: its last call before, with its output, passed 2.0's 165K limit.
    ["v2.1.63_autocompact_long.jsonl"],
    ["v2.1.71_acompact_summarizer_fork.jsonl"],
    ["v2.1.19_microcompact_plus_autocompact_x2.jsonl"],
  ])("%s: the recorded reality never meets a blocking limit it did not", async (file) => {
    const model = await loadModelFromFile(fixturePath(file));
    expect(measureRecorded(model, replaySession(model)).hitsBlockingLimit).toBe(false);
  });

  it.each([
    ["v2.1.19_microcompact_plus_autocompact_x2.jsonl", 2],
    ["v1.0.67_precompact_era_summary_x2.jsonl", 2],
    ["v2.1.50_subagent_with_autocompact.jsonl", 1],
    // Its compaction comes after the last call: no call of the file re-writes anything.
    ["v1.0.71_mixed_sessionids_images_errors.jsonl", 1],
  ])(
    "%s: a replay that reproduces the recording's %i compactions counts the same cache re-writes",
    async (file, compactions) => {
      const model = await loadModelFromFile(fixturePath(file));
      const result = replaySession(model);
      const recorded = measureRecorded(model, result);
      const replayed = measureReplay(model, result);
      expect(recorded.compactionsAuto + recorded.compactionsManual).toBe(compactions);
      expect(replayed.compactionsAuto + replayed.compactionsManual).toBe(compactions);
      expect(replayed.cacheRewriteTokens).toBe(recorded.cacheRewriteTokens);
    },
  );

  it.each([
    ["v1.0.117_resumed_starts_with_boundary.jsonl"],
    ["v2.1.71_acompact_summarizer_fork.jsonl"],
  ])(
    "%s: a boundary a resume copied in before the first call is not a compaction of this file",
    async (file) => {
      const model = await loadModelFromFile(fixturePath(file));
      const recorded = measureRecorded(model, replaySession(model));
      expect(recorded.compactionsAuto + recorded.compactionsManual).toBe(0);
      expect(recorded.cacheRewriteTokens).toBe(0);
    },
  );

  it("a replay whose check compacts does not also meet the blocking limit there", async () => {
    const model = await loadModelFromFile(
      fixturePath("v2.1.19_microcompact_plus_autocompact_x2.jsonl"),
    );
    // A 1.0 reading with a 5,000 buffer: the check at call 135 counts past the blocking limit
    // and compacts, as Claude Code does before it would block.
    const result = replaySession(model, {
      profile: "cc-1.0-literal",
      overrides: { autocompactBufferTokens: 5_000 },
    });
    const blockedAt = result.calls.filter((c) => c.states.isAtBlockingLimit).map((c) => c.index);
    expect(blockedAt).toEqual([135]);
    expect(result.events.some((e) => e.atCall === 135 && e.kind === "autocompact")).toBe(true);
    expect(measureReplay(model, result).hitsBlockingLimit).toBe(false);
  });
});

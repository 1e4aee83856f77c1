import { describe, expect, it } from "vitest";
import { replaySession } from "../../compaction/replay/replay-session";
import { createModelBuilder } from "../../transcript/build-model";
import { generateCodexRollout } from "./generate-codex-rollout";

function generate(options: Parameters<typeof generateCodexRollout>[0]) {
  const { lines, facts } = generateCodexRollout(options);
  const text = [...lines].join("\n") + "\n";
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(text));
  return { text, model: builder.end(), facts: facts() };
}

describe("generated Codex rollouts", () => {
  it("is deterministic for a seed", () => {
    const a = generate({ seed: 4, targetBytes: 200_000 }).text;
    const b = generate({ seed: 4, targetBytes: 200_000 }).text;
    expect(a).toBe(b);
  });

  it.each(["remote", "local"] as const)(
    "reads back as Codex with the generator's calls, peak and compactions (%s compaction)",
    (compaction) => {
      const { model, facts } = generate({
        seed: 7,
        targetBytes: 1_500_000,
        contextWindow: 120_000,
        compaction,
        malformedLines: 2,
      });
      expect(model.harness).toBe("codex");
      expect(facts.compactions.length).toBeGreaterThanOrEqual(2);
      expect(model.calls).toHaveLength(facts.calls);
      // The largest context a token_count reports: a summary request's (no call of the session).
      expect(
        Math.max(
          ...model.calls.map((call) => call.contextTokens),
          ...model.compactions.map((c) => c.requestContextTokens ?? 0),
        ),
      ).toBe(facts.maxContextTokens);
      expect(model.compactions.map((c) => [c.line, c.preTokens, c.requestContextTokens])).toEqual(
        facts.compactions.map((c) => [c.line, c.preTokens, c.requestContextTokens]),
      );
      expect(model.compactions.every((c) => c.summaryEncrypted === (compaction === "remote"))).toBe(
        true,
      );
      expect(model.invalidLines.map((invalid) => invalid.line)).toEqual(facts.malformedLines);
      // The generator writes the traps: repeats, info:null, the all-zero reset.
      expect(model.recordTypes["event_msg:token_count"]).toBeGreaterThan(
        facts.calls + facts.compactions.length,
      );
    },
  );

  it("compacts near its limit, never above the window", () => {
    const { model } = generate({
      seed: 11,
      targetBytes: 2_000_000,
      contextWindow: 100_000,
      autoCompactAt: 80_000,
    });
    // Inside a turn the check adds the tool's output to the last total: the last call before
    // a compaction may sit a tool output under the limit.
    for (const compaction of model.compactions)
      expect(compaction.preTokens).toBeGreaterThanOrEqual(70_000);
    expect(Math.max(...model.calls.map((call) => call.contextTokens))).toBeLessThan(100_000);
  });

  it.each([1, 7, 11, 23, 42])(
    "compacts where Codex's rules do: the replay under auto reproduces every compaction (seed %i)",
    (seed) => {
      const { model } = generate({ seed, targetBytes: 3_000_000 });
      const { recorded } = replaySession(model);
      expect(recorded.length).toBeGreaterThanOrEqual(2);
      expect(recorded.filter((point) => !point.matched)).toEqual([]);
    },
  );
});

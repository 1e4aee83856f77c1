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

describe("a resumed session (codex exec resume, 0.100.0)", () => {
  const resumed = {
    seed: 5,
    targetBytes: 60_000,
    execResume: true,
    contextWindow: 1_000_000,
    compaction: "local",
  } as const;

  /** The last total before the second turn, and Codex's estimate of what resume re-appended. */
  function secondTurnCheck(text: string): { lastTotal: number; added: number } {
    const lines = text
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const second = lines.findIndex(
      (l, i) =>
        i > 0 &&
        l.payload?.type === "task_started" &&
        lines.slice(0, i).some((p) => p.payload?.type === "task_complete"),
    );
    const before = lines.slice(0, second);
    const lastCount = before.findLast((l) => l.payload?.type === "token_count" && l.payload.info);
    const turnEnd = before.findLastIndex((l) => l.payload?.type === "task_complete");
    const added = before
      .slice(turnEnd + 1)
      .filter((l) => l.type === "response_item")
      .reduce((sum, l) => sum + Math.ceil(Buffer.byteLength(JSON.stringify(l.payload)) / 4), 0);
    return { lastTotal: lastCount.payload.info.last_token_usage.total_tokens, added };
  }

  // The lab: 0.100.0 re-appends its initial context on resume and counts each item at
  // ceil(bytes of its compact JSON / 4), to the token (243,862 + 938 = 244,800); counted at
  // length / 4 of its text, the engine missed the compaction.
  it.each([
    [
      "compacts before the resumed turn when the last total plus the re-appended context reaches the limit",
      0,
      true,
    ],
    ["does not one token below it", 1, false],
  ])("%s", (_rule, above, compacts) => {
    const { lastTotal, added } = secondTurnCheck(
      generate({ ...resumed, autoCompactAt: 10_000_000 }).text,
    );
    expect(added).toBeGreaterThan(0);
    const limit = lastTotal + added + above;
    const { model, facts } = generate({ ...resumed, autoCompactAt: limit });
    expect(facts.compactions[0]?.preTokens === lastTotal).toBe(compacts);
    const result = replaySession(model, { overrides: { codexAutoCompactTokenLimit: limit } });
    expect(result.profile).toBe("codex");
    expect(result.recorded.filter((point) => !point.matched)).toEqual([]);
    const replayed = result.events.filter((e) => e.kind === "codex-auto-compact");
    expect(replayed.map((e) => e.atCall)).toEqual(model.compactions.map((c) => c.atCall));
    if (compacts) expect(replayed[0]?.tokensBefore).toBe(lastTotal + added);
  });
});

import { describe, expect, it } from "vitest";
import { replaySession } from "../../replay/replay-session";
import { deepFreeze } from "../../testing/deep-freeze";
import {
  assistantMessage,
  compactionMessages,
  readSessionLines,
  sessionInfo,
  tokens,
  toolPart,
  userMessage,
} from "../../../transcript/opencode/testing/session-lines";
import { callTime, outputOf, pruneLabSession } from "./prune-lab-session";

const prune = { opencodePrune: true };
const prunes = (result: ReturnType<typeof replaySession>) =>
  result.events.flatMap((event) =>
    event.kind === "opencode-prune"
      ? [
          {
            atCall: event.atCall,
            ids: event.detail.clearedResults.map((r) => r.toolUseId),
            pruned: event.detail.prunedTokens,
            counted: event.detail.toolResultTokens,
          },
        ]
      : [],
  );

// The conformance lab's runs on 1.18.33 (compaction.prune: true, through `opencode serve`):
// six reads, then three prompts; prune ran after the third prompt's loop, so the fourth
// prompt's first request (call 9) sent the cleared outputs' marker.
describe("OpenCode's prune in the replay, against the lab's runs", () => {
  it.each([
    [
      "20,000 beyond the protected 40,000 clears nothing",
      [10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
      [],
    ],
    [
      "20,001 beyond it clears both",
      [10_001, 10_000, 10_000, 10_000, 10_000, 10_000],
      [["call_1", "call_2"], 20_001, 60_001],
    ],
    [
      "40,000 protected exactly: the two older cleared",
      [10_500, 10_500, 10_000, 10_000, 10_000, 10_000],
      [["call_1", "call_2"], 21_000, 61_000],
    ],
    [
      "the output that crosses 40,000 is cleared whole",
      [10_500, 10_500, 10_001, 10_000, 10_000, 10_000],
      [["call_1", "call_2", "call_3"], 31_001, 61_001],
    ],
  ])("%s", (_case, outputs, expected) => {
    const result = replaySession(pruneLabSession(outputs), { overrides: prune });
    const [ids, pruned, counted] = expected as [string[], number, number];
    expect(prunes(result)).toEqual(ids ? [{ atCall: 9, ids, pruned, counted }] : []);
  });

  it("is off under the 1.18.33 profile unless compaction.prune is set", () => {
    const result = replaySession(pruneLabSession([10_500, 10_500, 10_001, 10_000, 10_000, 10_000]));
    expect(result.profile).toBe("opencode");
    expect(prunes(result)).toEqual([]);
  });

  it("lowers the replayed context from the call it shows at, by the outputs less the markers", () => {
    const model = pruneLabSession([10_001, 10_000, 10_000, 10_000, 10_000, 10_000], 3, {
      context: 100_000,
    });
    const result = replaySession(model, { overrides: prune });
    const event = result.events.find((e) => e.kind === "opencode-prune");
    // Two outputs of 10,001 and 10,000 tokens, each sent as the 33-character marker (8 tokens).
    expect(event?.detail.saved).toBe(20_001 - 16);
    const before = result.calls[8]?.replayTokens ?? 0;
    expect(result.calls[9]?.replayTokens).toBe(before - 20_001 + 16);
  });

  it("waits for two later prompts: after the second one nothing is a candidate", () => {
    const result = replaySession(pruneLabSession([20_000, 20_000, 20_000, 20_000], 2), {
      overrides: prune,
    });
    expect(prunes(result)).toEqual([]);
  });

  it("never clears nor counts the skill tool's outputs", () => {
    const model = pruneLabSession([30_000, 30_000, 30_000], 3, {
      tool: (i) => (i === 0 ? "skill" : "read"),
    });
    // call_3 and call_2 (60,000) counted; call_2 crosses 40,000 and is cleared; skill kept.
    expect(prunes(replaySession(model, { overrides: prune }))).toEqual([
      { atCall: 6, ids: ["call_2"], pruned: 30_000, counted: 60_000 },
    ]);
  });

  it("stops at an output it cleared before: a later prune counts only newer outputs", () => {
    const result = replaySession(pruneLabSession([30_000, 30_000, 30_000], 5), {
      overrides: prune,
    });
    expect(prunes(result)).toEqual([
      { atCall: 6, ids: ["call_1", "call_2"], pruned: 60_000, counted: 90_000 },
    ]);
  });

  it("stops at a summary: outputs before the last compaction are not in the context to clear", () => {
    const model = readSessionLines([
      sessionInfo(),
      userMessage("msg_u0", "read"),
      ...[1, 2, 3].map((i) =>
        assistantMessage(
          `msg_r${i}`,
          "msg_u0",
          [toolPart(`call_${i}`, outputOf(30_000))],
          tokens(i === 3 ? 100_000 : 50_000),
        ),
      ),
      ...compactionMessages(1, "## Goal\nread"),
      assistantMessage("msg_a0", "msg_k1", [{ type: "text", text: "ok" }], tokens(20_000)),
      ...[1, 2, 3].flatMap((p) => [
        userMessage(`msg_p${p}`, "go on"),
        assistantMessage(`msg_a${p}`, `msg_p${p}`, [{ type: "text", text: "ok" }], tokens(20_000)),
      ]),
    ]);
    const result = replaySession(model, { overrides: { ...prune, contextWindow: 130_000 } });
    expect(result.events.filter((e) => e.kind === "opencode-compact")).toHaveLength(1);
    expect(prunes(result)).toEqual([]);
  });

  it("does not mutate the model and is deterministic", () => {
    const model = deepFreeze(pruneLabSession([10_001, 10_000, 10_000, 10_000, 10_000, 10_000]));
    expect(replaySession(model, { overrides: prune })).toEqual(
      replaySession(model, { overrides: prune }),
    );
  });
});

describe("a prune the file records", () => {
  const outputs = [10_001, 10_000, 10_000, 10_000, 10_000, 10_000];
  const marked = { call_1: callTime(8) + 500, call_2: callTime(8) + 490 };

  it("is a recorded microcompaction at the first call after the outputs were marked", () => {
    const model = pruneLabSession(outputs, 3, { compacted: marked });
    expect(model.microcompactions).toMatchObject([
      {
        atCall: 9,
        trigger: "prune",
        compactedToolIds: ["call_1", "call_2"],
        tokensSaved: 20_001 - 16,
      },
    ]);
  });

  it("is matched by the replay under compaction.prune, which follows the real next call", () => {
    const model = pruneLabSession(outputs, 3, { compacted: marked });
    const result = replaySession(model, { overrides: prune });
    const event = result.events.find((e) => e.kind === "opencode-prune");
    expect(event?.detail.isAligned).toBe(true);
    expect(result.recorded.find((r) => r.kind === "microcompaction")).toMatchObject({
      matched: true,
    });
  });
});

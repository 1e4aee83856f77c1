import { describe, expect, it } from "vitest";
import { buildReplayIndex } from "../../replay/replay-index";
import { replaySession } from "../../replay/replay-session";
import { resolveConfig } from "../../config/resolve-config";
import { makeModel, type Turn } from "../../testing/make-model";
import { MIN_MEASURED_CALLS, serverTokensPerEstimate } from "./server-count";

/**
 * A sonnet-4-5 session on 2.1.165 (an "auto" window: never compacted before a call) whose
 * tool results the API counts at about 1.5 times length/4: each call adds a 16,000-character
 * result (4,000 estimated) and its context grows by 6,000. After call 8 (195,000) the client's
 * count of the next request is about 199,000, the API's about 201,000: prompt too long, and the
 * file records the reactive compaction there.
 */
const climb = (contexts: number[]): Turn[] =>
  contexts.map((context) => ({ context, tools: [{ name: "Bash", resultChars: 16_000 }] }));
const CONTEXTS = [147_000, 153_000, 159_000, 165_000, 171_000, 177_000, 183_000, 189_000, 195_000];
const session = makeModel({
  version: "2.1.165",
  model: "claude-sonnet-4-5-20250929",
  turns: [
    ...climb(CONTEXTS),
    { context: 42_000, compactionBefore: { trigger: "auto", preTokens: 199_100 } },
    { context: 46_000 },
  ],
});

describe("the API's count of a request (reactive compaction)", () => {
  it("measures what the API counted per estimated token from the calls before", () => {
    const index = buildReplayIndex(session, resolveConfig(session).values);
    const ratios = serverTokensPerEstimate(index);
    expect(ratios[MIN_MEASURED_CALLS]).toBe(1);
    expect(ratios[8]).toBeGreaterThan(1.4);
    expect(ratios[8]).toBeLessThan(1.6);
  });

  it.each([
    ["the API's count: compacted where the file records it", {}, "reactive-compact@9"],
    [
      "the client's count: still under the window there",
      { reactiveCountsServerTokens: false },
      undefined,
    ],
  ])("%s", (_rule, overrides, expected) => {
    const result = replaySession(session, { overrides });
    expect(result.profile).toBe("cc-2.1-reactive");
    const compaction = result.events.find((e) => e.kind === "reactive-compact");
    expect(compaction && `${compaction.kind}@${compaction.atCall}`).toBe(expected);
    // The client's count is what the boundary records either way.
    expect(result.calls[9]?.countTokens).toBeLessThan(200_000);
  });

  it("leaves a session too short to measure to the client's count", () => {
    const short = makeModel({
      version: "2.1.165",
      model: "claude-sonnet-4-5-20250929",
      turns: [...climb([183_000, 189_000, 195_000]), { context: 200_500 }],
    });
    const index = buildReplayIndex(short, resolveConfig(short).values);
    expect([...serverTokensPerEstimate(index)]).toEqual([1, 1, 1, 1, 1]);
  });
});

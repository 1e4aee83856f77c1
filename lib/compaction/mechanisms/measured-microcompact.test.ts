import { describe, expect, it } from "vitest";
import { replaySession } from "../replay-session";
import { makeModel, type Turn } from "../testing/make-model";

/**
 * The conformance lab's scenario 2 (lib/conformance/scenario-microcompact.ts), 200K window:
 * Reads of a 1,000-line file (47,288 characters, 11,822 tokens), each call reporting 13,750
 * more, from 80,000, up to call 7 (where the lab's 2.1.x sessions compact, so what they clear
 * after it is the compaction's business). `drop`: the real usage after a silent clearing, as an interactive
 * session's next call shows it (the lab's fake reports the climb regardless).
 */
const lab = (version: string, drop: { atCall: number; tokens: number } | null = null) => {
  const turns: Turn[] = Array.from({ length: 8 }, (_, k) => ({
    context: 80_000 + 13_750 * k - (drop && k >= drop.atCall ? drop.tokens : 0),
    userChars: k === 0 ? 200 : 0,
    ...(k < 7 && { tools: [{ name: "Read", resultChars: 47_288, filePath: `/w/probe-${k}.txt` }] }),
  }));
  return replaySession(makeModel({ version, model: "claude-sonnet-4-5-20250929", turns }), {});
};
const microcompactions = (version: string) =>
  lab(version)
    .events.filter((e) => e.kind === "microcompact")
    .map((e) => e.atCall);

describe("legacy microcompact as the lab measured it", () => {
  it.each([
    // 2.0.8 clears 2 results at call 5 (135,000 over the 135,000 warning level) and 2 more at
    // call 7, right before it compacts: its summarization request holds 4 cleared of 7.
    ["1.0.117", [5, 7]],
    ["2.0.8", [5, 7]],
    ["2.1.19", [5, 7]],
    // 2.1.22 to 2.1.68: 3 results at call 6 (148,750 + the new result over 147,000).
    ["2.1.22", [6]],
    ["2.1.63", [6]],
    ["2.1.68", [6]],
    // 2.1.69 on: nothing cleared (the lab: up to 176,250).
    ["2.1.69", []],
    ["2.1.112", []],
  ] as const)("%s clears before calls %j", (version, expected) => {
    expect(microcompactions(version)).toEqual(expected);
  });

  it("follows a clearing the session made silently instead of subtracting it twice (2.1.22)", () => {
    const quiet = lab("2.1.22").events.find((e) => e.kind === "microcompact");
    if (quiet?.kind !== "microcompact") throw new Error("no microcompact");
    // The next call's usage fell by what the replay clears: the same clearing, aligned.
    const saved = quiet.detail.saved;
    const followed = lab("2.1.22", { atCall: 6, tokens: saved });
    const event = followed.events.find((e) => e.kind === "microcompact");
    if (event?.kind !== "microcompact") throw new Error("no microcompact");
    expect(event.detail.isAligned).toBe(true);
    expect(event.detail.recordedTokensSaved).toBeGreaterThanOrEqual(saved / 2);
    const call6 = followed.calls[6];
    expect(call6?.replayTokens).toBe(call6?.actualTokens);
  });
});

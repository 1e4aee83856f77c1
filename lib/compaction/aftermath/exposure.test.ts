import { describe, expect, it } from "vitest";
import { replaySession } from "../replay/replay-session";
import { NO_TEXTS } from "./aftermath-texts";
import { recordedExposure, replayExposure } from "./exposure";
import { measureAftermath } from "./measure-aftermath";
import { aftermathSession, type Step, type ToolSpec } from "./testing/aftermath-session";

const FILE = "x".repeat(4_000); // 1,000 tokens at 4 characters a token
const read = (path: string): ToolSpec => ({ name: "Read", path, result: FILE });
const edit = (path: string): ToolSpec => ({ name: "Edit", path, result: "edited" });
const call = (context: number, ...tools: ToolSpec[]): Step => ({ tools, context });

/** No recorded compaction: the context climbs past 2.1's 167K threshold before call 3. */
const UNCOMPACTED: Step[] = [
  call(20_000, read("/p/a.ts"), edit("/p/a.ts")),
  call(90_000, read("/p/b.ts")),
  call(175_000, read("/p/c.ts")),
  call(30_000, read("/p/a.ts")),
  call(32_000, edit("/p/a.ts")),
];

describe("replayExposure", () => {
  it("cuts the session where the replay compacted and measures what it really did next", () => {
    const { model } = aftermathSession(UNCOMPACTED);
    const result = replaySession(model, { profile: "auto" });
    expect(result.events.filter((e) => e.kind === "autocompact").map((e) => e.atCall)).toEqual([3]);
    // a.ts, read before the replayed boundary, is read again after it (1,000 tokens); the agent
    // is back editing it one call later, the context having grown by 2,000.
    expect(replayExposure(model, result)).toEqual([
      { atCall: 3, filesReread: 1, rereadTokens: 1_000, callsToResume: 1, tokensRespent: 2_000 },
    ]);
  });

  it("answers no point for a replay that never compacts", () => {
    const { model } = aftermathSession(UNCOMPACTED.slice(0, 2));
    expect(replayExposure(model, replaySession(model, { profile: "auto" }))).toEqual([]);
  });
});

describe("recordedExposure", () => {
  it.each<[string, Step[]]>([
    [
      "a re-read and a resume",
      [
        call(20_000, read("/p/a.ts"), edit("/p/a.ts")),
        { compact: "auto" },
        call(30_000, read("/p/a.ts")),
        call(34_000, edit("/p/a.ts")),
      ],
    ],
    ["no re-read", [call(20_000, read("/p/a.ts")), { compact: "manual" }, call(30_000)]],
  ])("agrees with the recorded aftermath's file measures (%s)", (_, steps) => {
    const { model } = aftermathSession(steps);
    const full = measureAftermath(model, NO_TEXTS);
    expect(recordedExposure(model)).toEqual(
      full.map((a) => ({
        atCall: a.atCall,
        filesReread: a.filesReread.length,
        rereadTokens: a.filesReread.reduce((sum, f) => sum + f.tokens, 0),
        callsToResume: a.callsToResume,
        tokensRespent: a.tokensRespent,
      })),
    );
  });
});

import { describe, expect, it } from "vitest";
import type { PruneProbe } from "./drive-prune";
import { pruneCaseFacts } from "./prune-facts";

const MARKER = "[Old tool result content cleared]";
const part = (callID: string, chars: number, compacted?: number) => ({
  type: "tool",
  callID,
  state: { output: "a".repeat(chars), time: compacted === undefined ? {} : { compacted } },
});
const exported = (marked: boolean) => ({
  messages: [
    { parts: [part("call_1", 40_004, marked ? 5 : undefined)] },
    { parts: [part("call_2", 40_000)] },
  ],
});
const turn = (content: string) => ({
  path: "/v1/chat/completions",
  kind: "turn" as const,
  body: { messages: [{ role: "tool", tool_call_id: "call_1", content }] },
});

describe("pruneCaseFacts", () => {
  it("reads the found lines, the first export with marked outputs and what the next request sent", () => {
    const probe: PruneProbe = {
      runs: [[turn("x")], [turn("x")], [turn("x")], [turn(MARKER)]],
      exports: [exported(false), exported(false), exported(true), exported(true)],
      logLines: [
        'message="exiting loop" session.id=ses_1',
        "message=found pruned=0 total=0",
        "message=found pruned=0 total=0",
        "message=found pruned=20001 total=60001",
        "message=pruned count=1",
        "message=found pruned=0 total=10000",
      ],
      failure: null,
    };
    expect(pruneCaseFacts(probe, ["call_1"])).toEqual({
      outputTokens: [10_001, 10_000],
      found: [
        { pruned: 0, total: 0 },
        { pruned: 0, total: 0 },
        { pruned: 20_001, total: 60_001 },
        { pruned: 0, total: 10_000 },
      ],
      prunedAfterPrompt: 3,
      cleared: ["call_1"],
      clearedTokens: 10_001,
      outputKept: true,
      sentInstead: MARKER,
      engineCleared: ["call_1"],
    });
  });

  it("says nothing was cleared when no export marks an output (a lone run: no prune logged)", () => {
    const probe: PruneProbe = {
      runs: [[turn("x")], [turn("x")]],
      exports: [exported(false), exported(false)],
      logLines: [],
      failure: null,
    };
    expect(pruneCaseFacts(probe, [])).toMatchObject({
      found: [null, null],
      prunedAfterPrompt: null,
      cleared: [],
      outputKept: null,
      sentInstead: null,
    });
  });
});

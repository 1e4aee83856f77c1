import { describe, expect, it } from "vitest";
import type { ReplayEvent, ReplayResult } from "@/lib/compaction/replay/replay-result";
import { toEventRows, type EventRow } from "./event-rows";
import {
  makeAutocompact,
  makeCompactionDetail,
  makeMicrocompact,
  makeRecordedCompaction,
  makeRecordedMicrocompaction,
} from "./testing/make-replay";

const LINK = { transcriptId: "t1", query: "profile=cc-2.1&tab=events" };
const rowsOf = (recorded: ReplayResult["recorded"], events: ReplayEvent[]) =>
  toEventRows({ recorded, events }, LINK);
const pick = (row: EventRow | undefined) =>
  row && [
    row.source,
    row.kind,
    row.family,
    row.atCall,
    row.tokensBefore,
    row.tokensAfter,
    row.saved,
    row.trigger,
    row.isMatched,
  ];

describe("toEventRows", () => {
  it.each([
    {
      rule: "a recorded compaction: pre, its next call's input, the saving, matched",
      recorded: [makeRecordedCompaction()],
      events: [],
      expected: [
        "recorded",
        "compaction",
        "compaction",
        139,
        168_010,
        31_000,
        137_010,
        "auto",
        true,
      ],
    },
    {
      rule: "a recorded compaction with no call after it: after unknown",
      recorded: [makeRecordedCompaction({ tokensAfter: null, postTokens: null, matched: false })],
      events: [],
      expected: ["recorded", "compaction", "compaction", 139, 168_010, null, null, "auto", false],
    },
    {
      // Guards the events table showing the boundary's postTokens (17,071) where the recorded
      // table and the compaction page showed another after: only the engine's after is shown.
      rule: "a recorded compaction's after is the engine's, never the boundary's postTokens",
      recorded: [makeRecordedCompaction({ tokensAfter: null, postTokens: 17_071, matched: false })],
      events: [],
      expected: ["recorded", "compaction", "compaction", 139, 168_010, null, null, "auto", false],
    },
    {
      rule: "a copied boundary cannot match anything",
      recorded: [makeRecordedCompaction({ atCall: 0, replayable: false })],
      events: [],
      expected: ["recorded", "compaction", "compaction", 0, 168_010, 31_000, 137_010, "auto", null],
    },
    {
      rule: "a recorded microcompaction: its tool-result tokens",
      recorded: [makeRecordedMicrocompaction()],
      events: [],
      expected: [
        "recorded",
        "microcompaction",
        "microcompaction",
        65,
        89_872,
        38_812,
        51_060,
        "auto",
        false,
      ],
    },
    {
      rule: "a replayed autocompact: engine kind, trigger, aligned",
      recorded: [],
      events: [makeAutocompact()],
      expected: [
        "replayed",
        "autocompact",
        "compaction",
        139,
        168_010,
        31_000,
        137_010,
        "auto",
        true,
      ],
    },
    {
      rule: "a replayed microcompact has no trigger",
      recorded: [],
      events: [makeMicrocompact()],
      expected: [
        "replayed",
        "microcompact",
        "microcompaction",
        72,
        142_773,
        79_026,
        63_747,
        null,
        false,
      ],
    },
    {
      rule: "API clearing can match nothing recorded",
      recorded: [],
      events: [{ ...makeMicrocompact(), kind: "api-tool-result-clearing" } as ReplayEvent],
      expected: [
        "replayed",
        "api-tool-result-clearing",
        "microcompaction",
        72,
        142_773,
        79_026,
        63_747,
        null,
        null,
      ],
    },
    {
      rule: "a failure: its trigger from isAuto, no match",
      recorded: [],
      events: [
        {
          kind: "compact-failed",
          atCall: 80,
          tokensBefore: 170_000,
          tokensAfter: 170_000,
          detail: { reason: "prompt-too-long", consecutiveFailures: 2, isAuto: true },
        } satisfies ReplayEvent,
      ],
      expected: ["replayed", "compact-failed", "failure", 80, 170_000, 170_000, 0, "auto", null],
    },
  ])("$rule", ({ recorded, events, expected }) => {
    expect(pick(rowsOf(recorded, events)[0])).toEqual(expected);
  });

  it("orders by call, the recorded event first at the same call", () => {
    const rows = rowsOf(
      [makeRecordedCompaction(), makeRecordedMicrocompaction()],
      [makeAutocompact(), makeMicrocompact()],
    );
    expect(rows.map((row) => `${row.atCall}:${row.source}`)).toEqual([
      "65:recorded",
      "72:replayed",
      "139:recorded",
      "139:replayed",
    ]);
  });

  it("links compaction points to their page with the profile and overrides, nothing else", () => {
    const rows = rowsOf(
      [makeRecordedCompaction({ uuid: "abc" }), makeRecordedMicrocompaction()],
      [makeAutocompact(), makeMicrocompact()],
    );
    expect(rows.map((row) => row.href)).toEqual([
      null,
      null,
      "/sessions/t1/compactions/recorded-abc?profile=cc-2.1",
      "/sessions/t1/compactions/replayed-139?profile=cc-2.1",
    ]);
  });

  it.each([
    {
      rule: "recorded: the lines it summarised and the results cleared before it",
      recorded: [
        makeRecordedCompaction({
          summarised: { first: 0, last: 99, firstLine: 1, lastLine: 3_400 },
          cleared: [{ toolUseId: "t", entry: 3, tokens: 30_000 }],
          clearedTokens: 30_000,
        }),
      ],
      events: [],
      expected: "summarised lines 1–3,400; 1 result cleared before (30K)",
    },
    {
      rule: "replayed compaction: threshold, estimated or real after, retries",
      recorded: [],
      events: [
        makeAutocompact({ detail: makeCompactionDetail({ isAligned: false, ptlRetries: 2 }) }),
      ],
      expected: "threshold 167,000; after: estimated; 2 prompt-too-long retries",
    },
    {
      rule: "recorded microcompaction: Claude Code's boundary",
      recorded: [makeRecordedMicrocompaction()],
      events: [],
      expected: "cleared old tool results (tokens are tool-result tokens)",
    },
    {
      rule: "recorded prune: OpenCode's, whose tokens the file does not give",
      recorded: [
        makeRecordedMicrocompaction({ trigger: "prune", preTokens: null, postTokens: null }),
      ],
      events: [],
      expected:
        "OpenCode's prune sent old tool outputs as cleared (the file records which, not their tokens)",
    },
    {
      rule: "replayed microcompact: how many results of how many tokens",
      recorded: [],
      events: [makeMicrocompact()],
      expected: "cleared 14 results of 90K",
    },
  ])("detail text: $rule", ({ recorded, events, expected }) => {
    expect(rowsOf(recorded, events)[0]?.detail).toBe(expected);
  });

  it("does not mutate its input and is deterministic", () => {
    const input = { recorded: [makeRecordedCompaction()], events: [makeAutocompact()] };
    const copy = structuredClone(input);
    expect(toEventRows(input, LINK)).toEqual(toEventRows(input, LINK));
    expect(input).toEqual(copy);
  });
});

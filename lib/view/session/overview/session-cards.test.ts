import { describe, expect, it } from "vitest";
import { filterCallsByScope, countCallsBySource, describeSource } from "../calls/api-call-rows";
import { makeApiCallRow, makeTranscriptSummary } from "../../testing/make-transcript-summary";
import { toRecordTypeRows, toSessionCards } from "./session-cards";

describe("toSessionCards", () => {
  it("puts the measured figures on the cards in order", () => {
    const summary = makeTranscriptSummary({
      compactions: [
        { uuid: "a", trigger: "auto", preTokens: 155_154, postTokens: 9_000, atCall: 40 },
        { uuid: "b", trigger: "manual", preTokens: 90_000, postTokens: null, atCall: 80 },
      ],
      cacheBreaks: 3,
    });
    const cards = toSessionCards(summary);
    expect(cards.map((card) => [card.id, card.value])).toEqual([
      ["apiCalls", "412"],
      ["maxContext", "155.9K"],
      ["compactions", "2"],
      ["microcompactions", "0"],
      ["cacheBreaks", "3"],
      ["cost", "$41.50"],
    ]);
    // Of the session's own window only once the replay as recorded gave one (describe-max-context).
    expect(cards[1]?.detail).toBe(
      "155,933 tokens · its window is known once the replay as recorded is measured",
    );
    expect(cards[2]?.detail).toBe("1 auto · 1 manual");
  });

  it.each([
    [["claude-opus-4-5"], 0, "all calls, subagents included, at list prices"],
    [["glm-4.7"], 12, "all calls at list prices · 12 without a price"],
    [
      ["gemini-3.1-pro-preview"],
      255,
      "255 without a price: Gemini prices are not in the table: the official page was not reachable, and the secondary sources disagree on the cached-input rate",
    ],
  ])("says what the cost of %j covers (%d calls unpriced)", (models, unpricedCalls, detail) => {
    const cards = toSessionCards(makeTranscriptSummary({ models, unpricedCalls }));
    expect(cards.find((card) => card.id === "cost")?.detail).toBe(detail);
  });

  it.each([
    ["claude-code", "recorded microcompact boundaries"],
    ["opencode", "recorded prunes of old tool outputs"],
  ] as const)("says what a %s session's microcompactions are", (harness, detail) => {
    const cards = toSessionCards(makeTranscriptSummary({ harness }));
    expect(cards.find((card) => card.id === "microcompactions")?.detail).toBe(detail);
  });

  // Regression: a subagent file, every call `agent:...`, said "main thread, no subagent calls".
  it.each([
    [false, 37, "main thread · + 37 from subagents and sidechains"],
    [false, 0, "main thread · no subagent or sidechain calls"],
    [true, 0, "this subagent's own calls (a subagent file has no main thread)"],
    [true, 4, "this subagent's own calls · + 4 from its sidechains"],
  ])(
    "says whose calls they are (subagent file %s, %d other calls)",
    (isSubagent, sidechainApiCalls, detail) => {
      const cards = toSessionCards(makeTranscriptSummary({ isSubagent, sidechainApiCalls }));
      expect(cards[0]?.detail).toBe(detail);
      expect(cards.find((card) => card.id === "cacheBreaks")?.detail).toMatch(
        isSubagent ? /^this subagent's calls, / : /^main thread, /,
      );
    },
  );
});

describe("toRecordTypeRows", () => {
  it("lists record types most frequent first, ties by name", () => {
    expect(toRecordTypeRows({ system: 4, user: 10, assistant: 10, summary: 1 })).toEqual([
      { type: "assistant", count: 10 },
      { type: "user", count: 10 },
      { type: "system", count: 4 },
      { type: "summary", count: 1 },
    ]);
  });
});

describe("API call rows", () => {
  const calls = [
    makeApiCallRow({ index: 0 }),
    makeApiCallRow({ index: -1, source: "agent:a1b2c3d4e5f6", isMainThread: false }),
    makeApiCallRow({ index: -1, source: "agent:a1b2c3d4e5f6", isMainThread: false }),
    makeApiCallRow({ index: 1 }),
    makeApiCallRow({ index: -1, source: "chain:9f8e7d6c-5b4a", isMainThread: false }),
  ];

  it("shows the main thread only, or every source in file order", () => {
    expect(filterCallsByScope(calls, "main").map((call) => call.index)).toEqual([0, 1]);
    expect(filterCallsByScope(calls, "all")).toHaveLength(5);
  });

  it.each([
    ["main", "main"],
    ["agent:a1b2c3d4e5f6", "agent a1b2c3d4"],
    ["chain:9f8e7d6c-5b4a", "sidechain 9f8e7d6c"],
    ["other", "other"],
  ])("names source %s as %s", (source, expected) => {
    expect(describeSource(source)).toBe(expected);
  });

  it("counts calls per source, the main thread first", () => {
    expect(countCallsBySource(calls)).toEqual([
      { source: "main", count: 2, isMainThread: true },
      { source: "agent:a1b2c3d4e5f6", count: 2, isMainThread: false },
      { source: "chain:9f8e7d6c-5b4a", count: 1, isMainThread: false },
    ]);
  });
});

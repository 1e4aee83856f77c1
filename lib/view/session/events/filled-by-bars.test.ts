import { describe, expect, it } from "vitest";
import { FILLED_BY_CHART_CONFIG, toFilledByBars } from "./filled-by-bars";
import { carriedOver } from "@/lib/compaction/explain/carried-over";
import { makeFilledBy } from "./testing/make-replay";

describe("toFilledByBars", () => {
  it.each([
    {
      rule: "tools one bar each, largest first, zero categories left out",
      filledBy: makeFilledBy({
        thinking: 9_000,
        toolResults: [
          { tool: "Read", tokens: 61_000 },
          { tool: "Bash", tokens: 22_000 },
        ],
      }),
      expected: [
        ["Read results", 61_000],
        ["Bash results", 22_000],
        ["thinking", 9_000],
      ],
    },
    {
      rule: "nothing filled it: no bars",
      filledBy: makeFilledBy(),
      expected: [],
    },
    {
      rule: "ties keep a stable order by id",
      filledBy: makeFilledBy({ userText: 5, assistantText: 5 }),
      expected: [
        ["assistant text", 5],
        ["user messages", 5],
      ],
    },
  ])("$rule", ({ filledBy, expected }) => {
    expect(toFilledByBars(filledBy).map((bar) => [bar.label, bar.tokens])).toEqual(expected);
  });

  it("sums what does not fit into one last bar", () => {
    const filledBy = makeFilledBy({
      toolResults: [1, 2, 3, 4, 5].map((n) => ({ tool: `T${n}`, tokens: 100 - n })),
    });
    const bars = toFilledByBars(filledBy, { max: 3 });
    expect(bars.map((bar) => [bar.label, bar.tokens])).toEqual([
      ["T1 results", 99],
      ["T2 results", 98],
      ["everything else", 97 + 96 + 95],
    ]);
  });

  it("colours by category: every tool shares the tool-results colour", () => {
    const bars = toFilledByBars(
      makeFilledBy({
        thinking: 1,
        toolResults: [
          { tool: "Read", tokens: 3 },
          { tool: "Bash", tokens: 2 },
        ],
      }),
    );
    expect(bars.map((bar) => bar.color)).toEqual([
      FILLED_BY_CHART_CONFIG.toolResults.color,
      FILLED_BY_CHART_CONFIG.toolResults.color,
      FILLED_BY_CHART_CONFIG.thinking.color,
    ]);
    expect(new Set(Object.values(FILLED_BY_CHART_CONFIG).map((c) => c.color)).size).toBe(
      Object.keys(FILLED_BY_CHART_CONFIG).length,
    );
  });

  it("does not mutate its input and is deterministic", () => {
    const filledBy = makeFilledBy({ toolResults: [{ tool: "Read", tokens: 1 }] });
    const copy = structuredClone(filledBy);
    expect(toFilledByBars(filledBy)).toEqual(toFilledByBars(filledBy));
    expect(filledBy).toEqual(copy);
  });

  it.each([
    { rule: "a positive gap is its own bar, after the added parts", gap: 40_000, label: "40K" },
    { rule: "a negative gap keeps its sign and says so", gap: -3_200, label: "-3.2K" },
  ])("not attributed: $rule", ({ gap, label }) => {
    const bars = toFilledByBars(
      makeFilledBy({ notAttributed: gap, toolResults: [{ tool: "Read", tokens: 100_000 }] }),
    );
    expect(bars.map((bar) => [bar.id, bar.tokens, bar.size, bar.valueLabel])).toEqual([
      ["tool:Read", 100_000, 100_000, "100K"],
      ["notAttributed", gap, Math.abs(gap), label],
    ]);
    expect(bars[1]?.note).toMatch(gap < 0 ? /^negative/ : /beyond the estimate/);
  });

  it.each([
    {
      calls: 58,
      says: "58 calls of this stretch record no usage, so the count did not grow with what they added",
    },
    {
      calls: 1,
      says: "1 call of this stretch records no usage, so the count did not grow with what it added",
    },
  ])("not attributed: says when $calls calls record no usage", ({ calls, says }) => {
    const bars = toFilledByBars(
      makeFilledBy({ notAttributed: -57_400, toolResults: [{ tool: "Read", tokens: 57_500 }] }),
      { callsWithoutUsage: calls },
    );
    expect(bars[1]?.note).toBe(`negative: ${says}.`);
  });

  it("names thinking blocks kept without their text inside the gap", () => {
    const [bar] = toFilledByBars(makeFilledBy({ unrecordedThinkingBlocks: 14 }));
    expect(bar?.id).toBe("notAttributed");
    expect(bar?.note).toContain("14 thinking blocks the file keeps without its text");
  });

  it("draws what the previous compaction carried over as a group of its own, after the added bars", () => {
    const bars = toFilledByBars(
      makeFilledBy({
        userText: 500,
        carriedOver: carriedOver([
          { kind: "summary", tokens: 2_000 },
          { kind: "file", tokens: 7_000, path: "/a.ts" },
          { kind: "base-overhead", tokens: 20_000 },
          { kind: "unattributed", tokens: 9_000 },
        ]),
      }),
    );
    expect(bars.map((bar) => [bar.group, bar.label, bar.tokens])).toEqual([
      ["added", "user messages", 500],
      ["carried", "system prompt and tools", 20_000],
      ["carried", "restored, not in the file", 9_000],
      ["carried", "restored files", 7_000],
      ["carried", "the previous summary", 2_000],
    ]);
  });
});

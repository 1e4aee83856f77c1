import { describe, expect, it } from "vitest";
import { makeTranscriptSummary } from "../../testing/make-transcript-summary";
import { toSessionKeyFacts } from "./session-key-facts";

const texts = (change: Parameters<typeof makeTranscriptSummary>[0]) =>
  toSessionKeyFacts(makeTranscriptSummary(change)).map((fact) => fact.text);

const COMPACTION = { trigger: "auto", preTokens: 155_000, postTokens: null, atCall: 40 } as const;

describe("toSessionKeyFacts", () => {
  it("says version, model, calls, compactions, size and cost in that order", () => {
    expect(
      texts({
        compactions: [
          { ...COMPACTION, uuid: "a" },
          { ...COMPACTION, uuid: "b" },
        ],
      }),
    ).toEqual([
      "Claude Code 2.1.19",
      "opus-4.5",
      "412 main-thread calls",
      "2 compactions",
      "3.6 MB",
      "$41.50",
    ]);
  });

  it.each([
    [{ compactions: [] }, "no recorded compaction"],
    [{ compactions: [{ ...COMPACTION, uuid: "a" }] }, "1 compaction"],
    [{ apiCalls: 1 }, "1 main-thread call"],
    [{ microcompactions: 3 }, "3 microcompactions"],
    [{ versions: ["2.1.69", "2.1.153"] }, "Claude Code 2.1.69 → 2.1.153"],
    [{ harness: "codex" as const, versions: ["0.46.0"] }, "Codex CLI 0.46.0"],
  ])("words the counts: %j gives %s", (change, text) => {
    expect(texts(change)).toContain(text);
  });

  it("leaves out what the file does not say instead of showing a dash", () => {
    const facts = texts({ versions: [], models: [], microcompactions: 0 });
    expect(facts.some((text) => text.startsWith("Claude Code"))).toBe(false);
    expect(facts).toEqual(["412 main-thread calls", "no recorded compaction", "3.6 MB", "$41.50"]);
  });

  it("flags invalid lines as a warning, only when there are some", () => {
    const facts = toSessionKeyFacts(makeTranscriptSummary({ invalidLineCount: 1_204 }));
    expect(facts.at(-1)).toEqual({ id: "invalid", text: "1,204 invalid lines", isWarning: true });
    expect(toSessionKeyFacts(makeTranscriptSummary()).some((f) => f.isWarning)).toBe(false);
  });

  it("is deterministic and leaves the summary alone", () => {
    const summary = makeTranscriptSummary();
    const before = structuredClone(summary);
    expect(toSessionKeyFacts(summary)).toEqual(toSessionKeyFacts(summary));
    expect(summary).toEqual(before);
  });
});

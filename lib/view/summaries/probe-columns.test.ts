import { describe, expect, it } from "vitest";
import type { VariantProbes } from "@/lib/contracts/summary-variant";
import { toProbeColumns } from "./probe-columns";
import { makeVariant } from "./testing/make-variant";

const probes: VariantProbes = {
  score: 3.5,
  model: "claude-sonnet-4-6",
  judgeVersion: "factory-6d-1",
  probedAt: "2026-11-23T10:05:00.000Z",
  items: [
    {
      id: "recall-1",
      kind: "recall",
      source: "aftermath",
      question: "What did the user ask first?",
      expected: "Fix the login bug",
      answer: "Fix the login bug",
      score: 3.5,
      dimensions: {
        accuracy: 5,
        context_awareness: 4,
        artifact_trail: 2,
        completeness: 3,
        continuity: 3,
        instruction_following: 4,
      },
      reason: "Same request.",
      failure: null,
    },
    {
      id: "artifact-1",
      kind: "artifact",
      question: "Which file was edited?",
      expected: "src/auth.ts",
      answer: null,
      score: null,
      reason: "",
      failure: { code: "overloaded", message: "The API is overloaded." },
    },
  ],
};

describe("toProbeColumns", () => {
  it.each([
    ["a done variant never probed", makeVariant(), "not probed yet", null],
    [
      "the recorded summary",
      makeVariant({ id: "recorded", provider: "recorded" }),
      "not probed yet",
      "The recorded summary is not a stored variant: make a variant to probe.",
    ],
    [
      "a failed variant",
      makeVariant({ status: "failed" }),
      "not probed yet",
      "Only a finished summary can be probed.",
    ],
    [
      "a probed variant",
      makeVariant({ probes }),
      "3.50 of 5 (1 of 2 judged by claude-sonnet-4-6, judge factory-6d-1)",
      null,
    ],
    [
      "probes stored before the rubric",
      makeVariant({ probes: { ...probes, score: 0.5, judgeVersion: undefined } }),
      "0.50 of 1 (1 of 2 judged by claude-sonnet-4-6, before the rubric)",
      null,
    ],
  ])("says what %s shows", (_name, variant, summary, blockedBy) => {
    const [column] = toProbeColumns([variant], ["Offline"]);
    expect(column?.summary).toBe(summary);
    expect(column?.blockedBy).toBe(blockedBy);
  });

  it("lists each probe with its score, and a failed one with what failed", () => {
    const [column] = toProbeColumns([makeVariant({ probes })], ["Offline"]);
    expect(
      column?.items.map((item) => [item.kind, item.source, item.score, item.answer, item.reason]),
    ).toEqual([
      ["recall", "aftermath", "3.50", "Fix the login bug", "Same request."],
      ["artifact", "range", "failed", "(no answer)", "The API is overloaded."],
    ]);
    expect(column?.items.map((item) => item.dimensions)).toEqual([
      "Accuracy 5 · Context awareness 4 · Artifact trail 2 · Completeness 3 · Continuity 3 · Instruction following 4",
      "",
    ]);
  });

  it("falls back to the variant id when a label is missing, and does not mutate its input", () => {
    const variant = Object.freeze(makeVariant({ id: "v9" }));
    expect(toProbeColumns([variant], [])[0]?.label).toBe("v9");
  });
});

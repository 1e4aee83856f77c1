import { describe, expect, it } from "vitest";
import type { Aftermath } from "./aftermath-types";
import { missedCost } from "./missed-cost";
import type { ReferenceFact, ReferenceKind } from "./reference-types";

function makeAftermath(overrides: Partial<Aftermath> = {}): Aftermath {
  return {
    uuid: "b1",
    atCall: 10,
    filesReread: [
      { path: "/p/a.ts", tokens: 1_000, firstRereadCall: 12, restored: false },
      { path: "/p/b.ts", tokens: 300, firstRereadCall: 13, restored: true },
    ],
    errorsRepeated: [],
    commandsRerun: [{ command: "npm test", tokens: 700, before: { call: 4 }, after: { call: 14 } }],
    questionsRepeated: [],
    currentWork: [],
    callsToResume: 2,
    tokensToResume: 2_000,
    tokensRespent: 4_000,
    costUsd: 0.04,
    callsAfter: 20,
    ...overrides,
  };
}

const fact = (kind: ReferenceKind, text: string): ReferenceFact => ({
  kind,
  text,
  target: "path",
  lines: { before: 1, after: 2 },
});

describe("missedCost", () => {
  it.each<[string, ReferenceFact[], Partial<Aftermath>, { tokens: number; usd: number | null }]>([
    ["nothing missed costs nothing", [], {}, { tokens: 0, usd: 0 }],
    [
      "a missed file costs its re-read, at the point's rate per token",
      [fact("file-reread", "/p/a.ts")],
      {},
      { tokens: 1_000, usd: 0.01 },
    ],
    [
      "files and commands add up",
      [
        fact("file-reread", "/p/a.ts"),
        fact("file-reread", "/p/b.ts"),
        fact("command-rerun", "npm test"),
      ],
      {},
      { tokens: 2_000, usd: 0.02 },
    ],
    [
      "errors, decisions and the next step have no tokens of their own",
      [
        fact("error-repeated", "TypeError"),
        fact("decision", "use zod"),
        fact("next-step", "/p/a.ts"),
      ],
      {},
      { tokens: 0, usd: 0 },
    ],
    [
      "an unpriced session has tokens but no dollars",
      [fact("file-reread", "/p/a.ts")],
      { costUsd: null },
      { tokens: 1_000, usd: null },
    ],
  ])("%s", (_, missed, overrides, expected) => {
    const cost = missedCost(missed, makeAftermath(overrides));
    expect(cost.tokens).toBe(expected.tokens);
    if (expected.usd === null) expect(cost.usd).toBeNull();
    else expect(cost.usd).toBeCloseTo(expected.usd, 10);
  });
});

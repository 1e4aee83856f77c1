import { describe, expect, it } from "vitest";
import type { Entry } from "../../../transcript/model";
import { makeEntry } from "../../testing/make-model";
import { planKeptUserMessages } from "./kept-user-messages";

const typed = (index: number, chars: number): Entry =>
  makeEntry({ index, type: "user", role: "user", blocks: [{ kind: "text", chars }] });
const meta = (index: number): Entry => ({ ...typed(index, 8_000), isMeta: true });
const output = (index: number): Entry =>
  makeEntry({
    index,
    type: "user",
    blocks: [{ kind: "tool_result", toolUseId: "t", chars: 90_000, isError: false, images: 0 }],
  });

const plan = (entries: Entry[], budgetTokens = 20_000) =>
  planKeptUserMessages(entries, entries.length, {
    budgetTokens,
    charsPerToken: 4,
    isCounted: () => true,
  });

describe("planKeptUserMessages", () => {
  it.each([
    [
      "keeps typed messages only: no injected context, no tool output",
      [meta(0), typed(1, 400), output(2)],
      { tokens: 100, messages: 1, isTruncated: false, oldestEntry: 1 },
    ],
    [
      "keeps them all when they fit",
      [typed(0, 4_000), typed(1, 4_000)],
      { tokens: 2_000, messages: 2, isTruncated: false, oldestEntry: 0 },
    ],
    [
      "cuts the first that passes the budget and stops",
      [typed(0, 4_000), typed(1, 60_000), typed(2, 40_000)],
      { tokens: 20_000, messages: 2, isTruncated: true, oldestEntry: 1 },
    ],
    [
      "keeps nothing on a budget of 0",
      [typed(0, 400)],
      { tokens: 0, messages: 0, isTruncated: false, oldestEntry: null },
    ],
  ])("%s", (_rule, entries, expected) => {
    const budget = expected.tokens === 0 ? 0 : 20_000;
    expect(plan(entries, budget)).toEqual(expected);
  });
});

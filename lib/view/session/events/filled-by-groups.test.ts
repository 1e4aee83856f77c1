import { describe, expect, it } from "vitest";
import { carriedOver } from "@/lib/compaction/explain/carried-over";
import { toFilledByBars } from "./filled-by-bars";
import { toFilledByGroups } from "./filled-by-groups";
import { makeFilledBy } from "./testing/make-replay";

const groupsOf = (...args: Parameters<typeof makeFilledBy>) =>
  toFilledByGroups(toFilledByBars(makeFilledBy(...args)));

describe("toFilledByGroups", () => {
  it("titles each group with the exact total of its bars, the gap included with its sign", () => {
    const groups = groupsOf({
      toolResults: [{ tool: "Read", tokens: 100_000 }],
      thinking: 9_000,
      notAttributed: -1_500,
      carriedOver: carriedOver([{ kind: "base-overhead", tokens: 20_000 }]),
    });
    expect(groups.map((g) => [g.group, g.title, g.total])).toEqual([
      ["added", "Added by the calls: 107,500 tokens", 107_500],
      ["carried", "Carried over by the previous compaction: 20,000 tokens", 20_000],
    ]);
  });

  it("keeps the total exact when the tail is summed into one bar", () => {
    const toolResults = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ tool: `T${n}`, tokens: n * 7 }));
    const [added] = groupsOf({ toolResults, notAttributed: 11 });
    expect(added?.total).toBe(7 * 45 + 11);
  });

  it("says in words what a bar's length cannot: a negative gap", () => {
    const [added] = groupsOf({ userText: 10, notAttributed: -4 });
    expect(added?.notes).toEqual([
      "not attributed: negative: the estimate (characters / 4) is larger than the count grew.",
    ]);
  });

  it("leaves out a group with no bars: a first compaction carried nothing over", () => {
    expect(groupsOf({ userText: 10 }).map((g) => g.group)).toEqual(["added"]);
    expect(groupsOf()).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { groupByApiRound, truncateHeadForPtlRetry, type PtlMessage } from "./truncate-head";

/** A head user message, then `rounds` API rounds (assistant + tool results) of `size` tokens each. */
function conversation(rounds: number, size = 1_000): PtlMessage[] {
  const messages: PtlMessage[] = [{ role: "user", tokens: 500 }];
  for (let i = 0; i < rounds; i++) {
    messages.push(
      { role: "assistant", tokens: size / 2, roundId: `m${i}` },
      { role: "user", tokens: size / 2 },
    );
  }
  return messages;
}
const tokens = (messages: PtlMessage[] | null) =>
  messages?.reduce((sum, m) => sum + m.tokens, 0) ?? null;

describe("truncateHeadForPtlRetry", () => {
  it("groups by API round: the leading user messages alone, then one group per response", () => {
    expect(groupByApiRound(conversation(3)).map((g) => g.length)).toEqual([1, 2, 2, 2]);
  });

  it("keeps parallel tool calls of one message.id in one round", () => {
    const parallel: PtlMessage[] = [
      { role: "assistant", tokens: 1, roundId: "a" },
      { role: "user", tokens: 1 },
      { role: "assistant", tokens: 1, roundId: "a" },
      { role: "user", tokens: 1 },
    ];
    expect(groupByApiRound(parallel)).toHaveLength(1);
  });

  it.each([
    [
      "drops the oldest groups until they cover the reported gap (head 500 + one 1,000 round >= 1,200)",
      1_200,
      10,
      2,
    ],
    ["drops 20% of the groups when the gap is unparseable", null, 10, 2],
    ["drops at least one group when 20% rounds to none", null, 3, 1],
  ])("%s", (_rule, gap, rounds, dropped) => {
    const result = truncateHeadForPtlRetry(conversation(rounds), gap);
    expect(result?.[0]).toMatchObject({ role: "user", isMarker: true });
    expect(groupByApiRound((result ?? []).slice(1))).toHaveLength(rounds + 1 - dropped);
  });

  it("returns null when every group would have to go", () => {
    expect(truncateHeadForPtlRetry(conversation(2), 1_000_000)).toBeNull();
  });

  it("strips its own marker before grouping, so the 20% fallback keeps making progress (seed 003 fix)", () => {
    let fixed: PtlMessage[] | null = conversation(4);
    let stalled: PtlMessage[] | null = conversation(4);
    const fixedSizes: (number | null)[] = [];
    const stalledSizes: (number | null)[] = [];
    for (let retry = 0; retry < 3; retry++) {
      fixed = fixed && truncateHeadForPtlRetry(fixed, null);
      stalled = stalled && truncateHeadForPtlRetry(stalled, null, { stripMarker: false });
      fixedSizes.push(tokens(fixed));
      stalledSizes.push(tokens(stalled));
    }
    expect(fixedSizes).toEqual([4_010, 3_010, 2_010]);
    // Without the fix the marker is its own group 0: each retry drops it and adds it back.
    expect(stalledSizes).toEqual([4_010, 4_010, 4_010]);
  });
});

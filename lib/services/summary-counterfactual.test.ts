import { describe, expect, it } from "vitest";
import { replaySession } from "../compaction/replay-session";
import { makeModel, type Turn } from "../compaction/testing/make-model";
import { createCountCallsUntilNextCompaction } from "./summary-counterfactual";

/** Compacts before call 5 (recorded, 2,000-token summary), then climbs back past 167K by call 15. */
const AFTER = [
  30_000, 60_000, 100_000, 140_000, 150_000, 155_000, 160_000, 163_000, 166_000, 168_000, 175_000,
];
const model = makeModel({
  turns: [
    ...[20_000, 60_000, 120_000, 160_000, 170_000].map((context) => ({ context })),
    ...AFTER.map((context, i): Turn =>
      i === 0
        ? { context, compactionBefore: { trigger: "auto", preTokens: 170_000 } }
        : { context },
    ),
  ],
});
const uuid = model.compactions[0]?.uuid ?? "";
const count = createCountCallsUntilNextCompaction(async (id, request) =>
  id === "t1" ? replaySession(model, request) : null,
);

describe("createCountCallsUntilNextCompaction", () => {
  it.each<[string, string, number, { value: number | null; display: string } | null]>([
    [
      "the recorded summary's size, at the recorded point",
      `recorded-${uuid}`,
      2_000,
      { value: 10, display: "10 (at call 15)" },
    ],
    [
      "a bigger summary, at the same point as a replayed one",
      "replayed-5",
      22_000,
      { value: 5, display: "5 (at call 10)" },
    ],
    [
      "a small summary that lasts the file",
      `recorded-${uuid}`,
      500,
      { value: 11, display: "≥ 11 (end of file)" },
    ],
    [
      "a call the replay does not compact at",
      "replayed-3",
      2_000,
      { value: null, display: "n/a (the replay does not compact here)" },
    ],
    ["an unknown recorded point", "recorded-nope", 2_000, null],
    ["a malformed point", "latest", 2_000, null],
  ])("%s", async (_case, point, summaryTokens, expected) => {
    expect(await count({ transcriptId: "t1", point, summaryTokens })).toEqual(expected);
  });

  it("answers null for an unknown transcript", async () => {
    expect(await count({ transcriptId: "t2", point: "replayed-5", summaryTokens: 1 })).toBeNull();
  });
});

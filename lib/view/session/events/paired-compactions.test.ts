import { describe, expect, it } from "vitest";
import { pairCompactions } from "./paired-compactions";
import { makeAutocompact, makeMicrocompact, makeRecordedCompaction } from "./testing/make-replay";

const recordedAt = (...calls: number[]) =>
  calls.map((atCall) => makeRecordedCompaction({ uuid: `u-${atCall}`, atCall }));
const replayedAt = (...calls: number[]) => calls.map((atCall) => makeAutocompact({ atCall }));

describe("pairCompactions", () => {
  it.each<[string, number[], number[], number[][]]>([
    ["the demo under a 40,000 buffer: each one earlier", [82, 141], [70, 127], [[70], [127]]],
    ["a replay that runs late pairs by rank, not by stretch", [82, 141], [95, 170], [[95], [170]]],
    ["extra replayed compactions go to the last recorded one", [139], [114, 204], [[114, 204]]],
    ["a replay that runs out leaves the rest unanswered", [82, 141], [120], [[120], []]],
    ["no replayed compaction", [82], [], [[]]],
  ])("%s", (_rule, recorded, replayed, expected) => {
    const pairs = pairCompactions({
      recorded: recordedAt(...recorded),
      events: replayedAt(...replayed),
    });
    expect(pairs.map((pair) => pair.replayedAt)).toEqual(expected);
    expect(pairs.map((pair) => pair.rank)).toEqual(recorded.map((_, i) => i));
  });

  it("leaves out a boundary a resume copied in, microcompactions and repeats at one call", () => {
    const pairs = pairCompactions({
      recorded: [
        makeRecordedCompaction({ uuid: "copied", atCall: 0, replayable: false }),
        ...recordedAt(40),
      ],
      events: [makeMicrocompact({ atCall: 20 }), ...replayedAt(40, 40)],
    });
    expect(pairs).toEqual([{ uuid: "u-40", atCall: 40, replayedAt: [40], rank: 0 }]);
  });
});

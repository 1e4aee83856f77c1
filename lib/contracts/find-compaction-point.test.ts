import { describe, expect, it } from "vitest";
import type { ReplayResult } from "../compaction/replay/replay-result";
import {
  makeCompactionEvent,
  makePoint,
  makeRecordedRow,
  makeResult,
} from "../view/compaction/testing/make-replay";
import { describeExistingPoints, findCompactionPoint } from "./find-compaction-point";

const result: ReplayResult = makeResult({
  recorded: [
    makeRecordedRow({ uuid: "u-1", atCall: 10 }),
    makeRecordedRow({ uuid: "u-2", atCall: 30 }),
  ],
  events: [makeCompactionEvent({ atCall: 10 }), makeCompactionEvent({ atCall: 20 })],
});

describe("findCompactionPoint", () => {
  it.each([
    [
      "a recorded point with the replay's compaction at its call",
      { origin: "recorded", uuid: "u-1" },
      "recorded",
      10,
      true,
    ],
    [
      "a recorded point the replay did not match",
      { origin: "recorded", uuid: "U-2" },
      "recorded",
      30,
      false,
    ],
    [
      "a replayed point aligned with a recorded one",
      { origin: "replayed", atCall: 10 },
      "replayed",
      10,
      true,
    ],
    ["a replayed point alone", { origin: "replayed", atCall: 20 }, "replayed", 20, false],
  ] as const)("finds %s", (_, id, origin, atCall, hasOtherSide) => {
    const found = findCompactionPoint(result, id);
    expect(found?.origin).toBe(origin);
    const other = found?.origin === "recorded" ? found.event : found?.row;
    const self = found?.origin === "recorded" ? found.row : found?.event;
    expect(self?.atCall).toBe(atCall);
    expect(other != null).toBe(hasOtherSide);
  });

  it.each([
    ["an unknown uuid", { origin: "recorded", uuid: "nope" }],
    ["a call where the replay did not compact", { origin: "replayed", atCall: 30 }],
  ] as const)("finds nothing for %s", (_, id) => {
    expect(findCompactionPoint(result, id)).toBeNull();
  });

  it("ignores microcompactions and failures at the asked call", () => {
    const micro = makeResult({
      events: [{ ...makeCompactionEvent({ atCall: 5 }), kind: "microcompact" } as never],
    });
    expect(findCompactionPoint(micro, { origin: "replayed", atCall: 5 })).toBeNull();
  });
});

describe("describeExistingPoints", () => {
  it.each([
    [[], /no compaction points/],
    [
      [makePoint("recorded-3", 3), makePoint("replayed-3", 3)],
      /^This session's compaction points are recorded-3 \(call 3\), replayed-3 \(call 3\)\.$/,
    ],
    [
      Array.from({ length: 15 }, (_, i) => makePoint(`replayed-${i}`, i)),
      /replayed-11 \(call 11\) and 3 more\.$/,
    ],
  ])("names the points that exist (%#)", (points, expected) => {
    expect(describeExistingPoints(points)).toMatch(expected);
  });
});

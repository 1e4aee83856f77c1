import { describe, expect, it } from "vitest";
import { replaySession } from "../compaction/replay/replay-session";
import { loadModelFromFile } from "../transcript/testing/load-model-from-file";
import { fixturePath, hasRealFixtures } from "../transcript/testing/real-fixtures";
import { toCompactionPoints } from "./compaction-points";

describe.skipIf(!hasRealFixtures)("toCompactionPoints", () => {
  it("lists recorded points, then with a replay the replayed ones, in call order", async () => {
    const model = await loadModelFromFile(
      fixturePath("v2.1.19_microcompact_plus_autocompact_x2.jsonl"),
    );
    expect(
      toCompactionPoints(model, null).map((p) => [p.origin, p.atCall, p.tokensBefore]),
    ).toEqual([
      ["recorded", 78, 155_933],
      ["recorded", 142, 155_800],
    ]);
    const points = toCompactionPoints(model, replaySession(model, {}));
    expect(points.map((p) => `${p.origin}@${p.atCall}`)).toEqual([
      "recorded@78",
      "replayed@78",
      "recorded@142",
      "replayed@142",
    ]);
    expect(points[1]).toMatchObject({ point: "replayed-78", kind: "autocompact", trigger: "auto" });
    expect(points[0]?.point).toBe("recorded-06662054-0c5a-4abb-95f1-c9639ae2cc34");
  });
});

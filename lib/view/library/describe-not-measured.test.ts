import { describe, expect, it } from "vitest";
import { describeNotMeasured } from "./describe-not-measured";

describe("describeNotMeasured", () => {
  it.each([
    [null, null],
    [0, null],
    [
      1,
      "1 session the other filters match is not measured yet, so this list leaves it out; it is being measured in the background (reload to see it).",
    ],
    [
      1_200,
      "1,200 sessions the other filters match are not measured yet, so this list leaves them out; they are being measured in the background (reload to see them).",
    ],
  ])("%j: %s", (notMeasured, sentence) => {
    expect(describeNotMeasured(notMeasured)).toBe(sentence);
  });
});

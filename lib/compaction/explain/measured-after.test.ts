import { describe, expect, it } from "vitest";
import { makeModel } from "../testing/make-model";
import { replaySession } from "../replay/replay-session";
import { measuredAfterByUuid } from "./measured-after";

// One compaction followed by a call, one at the end of the file with no call after it.
const model = makeModel({
  version: "2.1.63",
  turns: [
    { context: 100_000, tools: [{ name: "Read", resultChars: 200_000 }] },
    { context: 168_000 },
    { context: 30_000, output: 500, compactionBefore: { trigger: "auto", preTokens: 168_100 } },
    { context: 150_000 },
  ],
  compactionAtEnd: { trigger: "auto", preTokens: 170_000 },
});

describe("measuredAfterByUuid", () => {
  it("is the first call's input after each compaction, null with no call after it", () => {
    expect([...measuredAfterByUuid(model).values()]).toEqual([29_500, null]);
  });

  it("is the replay's tokensAfter wherever a call follows (one figure for every table)", () => {
    const after = measuredAfterByUuid(model);
    for (const row of replaySession(model).recorded) {
      if (row.kind !== "compaction" || after.get(row.uuid) === null) continue;
      expect(after.get(row.uuid)).toBe(row.tokensAfter);
    }
  });
});

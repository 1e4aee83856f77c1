import { describe, expect, it } from "vitest";
import type { TranscriptModel } from "@/lib/transcript/model";
import { pointLine } from "./point-line";

const model = {
  compactions: [{ uuid: "b-1", line: 120 }],
  calls: [
    { index: 0, isMainThread: true, firstLine: 4 },
    { index: -1, isMainThread: false, firstLine: 9 },
    { index: 1, isMainThread: true, firstLine: 15 },
  ],
} as unknown as Pick<TranscriptModel, "compactions" | "calls">;

describe("pointLine", () => {
  it.each([
    ["a recorded compaction at its boundary", { origin: "recorded", uuid: "b-1" }, 120],
    ["a recorded compaction the file lacks", { origin: "recorded", uuid: "nope" }, null],
    ["a replayed compaction at its main-thread call", { origin: "replayed", atCall: 1 }, 15],
    ["a call past the last", { origin: "replayed", atCall: 7 }, null],
  ] as const)("%s", (_name, point, line) => {
    expect(pointLine(model, point)).toBe(line);
  });
});

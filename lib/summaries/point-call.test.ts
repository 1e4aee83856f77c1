import { describe, expect, it } from "vitest";
import { atCallOfPoint } from "./point-call";

const recorded = [
  { kind: "compaction", uuid: "abc", atCall: 78 },
  { kind: "compaction", uuid: "first", atCall: 0 },
  { kind: "microcompaction", uuid: "mc", atCall: 40 },
] as Parameters<typeof atCallOfPoint>[0]["recorded"];

describe("atCallOfPoint", () => {
  it.each<[string, number | null]>([
    ["replayed-42", 42],
    ["recorded-abc", 78],
    ["recorded-first", null], // at call 0: nothing before it to replay
    ["recorded-mc", null], // a microcompaction is not a compaction point
    ["recorded-zzz", null],
    ["replayed-x", null],
    ["", null],
  ])("%j -> %s", (point, atCall) => {
    expect(atCallOfPoint({ recorded }, point)).toBe(atCall);
  });
});

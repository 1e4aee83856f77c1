import { describe, expect, it } from "vitest";
import type { ReferenceSet } from "../../compaction/aftermath/reference-types";
import { aftermathReferencePort } from "./aftermath-reference-port";

const SETS: ReferenceSet[] = [
  {
    uuid: "b-1",
    atCall: 12,
    facts: [
      { kind: "next-step", target: "path", text: "/p/a.ts", lines: { before: null, after: 40 } },
    ],
  },
];

describe("aftermathReferencePort", () => {
  it.each<[string, string, ReferenceSet[] | null, unknown]>([
    ["a recorded point: its set's facts", "recorded-b-1", SETS, SETS[0]?.facts],
    ["a replayed point has no aftermath", "replayed-12", SETS, null],
    ["a recorded point of another thread", "recorded-b-9", SETS, null],
    ["an unknown transcript", "recorded-b-1", null, null],
  ])("%s", async (_name, point, sets, expected) => {
    const port = aftermathReferencePort(() => ({ getReference: async () => sets }));
    expect(await port("t1", point)).toEqual(expected);
  });
});

import { describe, expect, it } from "vitest";
import { AFTERMATH_MEASURES } from "../../compaction/aftermath/definitions";
import type { AftermathDto } from "../../contracts/aftermath";
import { describeAftermath, toAftermathLines, toAftermathSection } from "./aftermath-section";

function makeAftermath(fields: Partial<AftermathDto> = {}): AftermathDto {
  return {
    uuid: "b1",
    atCall: 40,
    filesReread: [],
    errorsRepeated: [],
    commandsRerun: [],
    questionsRepeated: [],
    currentWork: ["/p/a.ts"],
    callsToResume: null,
    tokensToResume: null,
    tokensRespent: 0,
    costUsd: 0,
    callsAfter: 12,
    ...fields,
  };
}

const FILES = [
  { path: "/home/u/p/src/a.ts", tokens: 12_000, firstRereadCall: 41, restored: false },
  { path: "/home/u/p/src/b.ts", tokens: 300, firstRereadCall: 44, restored: true },
];

describe("describeAftermath", () => {
  it.each<[string, Partial<AftermathDto>, string]>([
    ["nothing re-done", {}, "nothing re-done"],
    ["no call after it", { callsAfter: 0 }, "no call after it: the file ends or compacts again"],
    [
      "files, resume and cost",
      {
        filesReread: FILES,
        callsToResume: 3,
        tokensToResume: 5_000,
        tokensRespent: 17_178,
        costUsd: 0.1073,
      },
      "re-read 2 files (12,300 tokens) · back to work after 3 calls · 17,178 tokens ($0.1073) re-spent",
    ],
    [
      "one of each, back at once, unpriced",
      {
        errorsRepeated: [{ text: "E", before: { call: 1 }, after: { call: 41 } }],
        commandsRerun: [{ command: "make", tokens: 10, before: { call: 1 }, after: { call: 41 } }],
        questionsRepeated: [
          { text: "q", earlier: "q", similarity: 1, before: { line: 1 }, after: { line: 90 } },
        ],
        callsToResume: 0,
        tokensRespent: 10,
        costUsd: null,
      },
      "1 error met again · 1 command re-run · 1 request repeated · back to work at once · 10 tokens re-spent",
    ],
  ])("%s", (_name, fields, expected) => {
    expect(describeAftermath(makeAftermath(fields))).toBe(expected);
  });
});

describe("toAftermathSection", () => {
  it("says why a replayed point has none", () => {
    expect(toAftermathSection(null, "replayed")).toMatchObject({ kind: "none" });
  });

  it("lists each re-read file with its tokens and the call that re-read it", () => {
    const view = toAftermathSection(makeAftermath({ filesReread: FILES }), "recorded");
    if (view.kind !== "measured") throw new Error("expected measured");
    const files = view.measures.find((m) => m.key === "filesReread");
    expect(files?.figure).toBe("2 files, 12,300 tokens (1 restored already)");
    expect(files?.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ["~/p/src/a.ts", "12,000", "call 41", "no"],
      ["~/p/src/b.ts", "300", "call 44", "yes"],
    ]);
    expect(files?.rows[0]?.cells[2]?.call).toBe(41);
  });

  it.each<[string, Partial<AftermathDto>, string]>([
    ["resumed", { callsToResume: 2, tokensToResume: 6_400 }, "2 calls, 6,400 tokens"],
    [
      "never resumed",
      { callsToResume: null },
      "never: no call went back to the current work in the 12 calls after",
    ],
    [
      "no current work",
      { currentWork: [] },
      "no current work: no file touched in the calls before",
    ],
  ])("calls to resume: %s", (_name, fields, figure) => {
    const view = toAftermathSection(makeAftermath(fields), "recorded");
    if (view.kind !== "measured") throw new Error("expected measured");
    expect(view.measures.find((m) => m.key === "callsToResume")?.figure).toBe(figure);
  });

  it("gives every measure its definition", () => {
    const view = toAftermathSection(makeAftermath(), "recorded");
    if (view.kind !== "measured") throw new Error("expected measured");
    expect(view.measures.map((m) => m.key)).toEqual([...AFTERMATH_MEASURES]);
    for (const m of view.measures) expect(m.definition.length).toBeGreaterThan(80);
  });
});

it("toAftermathLines keys each compaction's brief and full line by its boundary uuid", () => {
  expect(
    toAftermathLines([
      makeAftermath({ uuid: "b1" }),
      makeAftermath({
        uuid: "b2",
        filesReread: FILES,
        callsToResume: 3,
        tokensRespent: 17_178,
        costUsd: 0.1073,
      }),
      makeAftermath({ uuid: "b3", callsAfter: 0 }),
    ]),
  ).toEqual({
    b1: { brief: "no file re-read · 0 tokens re-spent", full: "nothing re-done" },
    b2: {
      brief: "re-read 2 files (12,300 tokens) · 17,178 tokens re-spent",
      full: "re-read 2 files (12,300 tokens) · back to work after 3 calls · 17,178 tokens ($0.1073) re-spent",
    },
    b3: {
      brief: "no call after it",
      full: "no call after it: the file ends or compacts again",
    },
  });
});

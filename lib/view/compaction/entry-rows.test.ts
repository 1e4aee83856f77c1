import { describe, expect, it } from "vitest";
import { makeEntry } from "../../compaction/testing/make-model";
import { deepFreeze } from "../../compaction/testing/deep-freeze";
import type { Entry, TranscriptModel } from "../../transcript/model";
import { toEntryRows } from "./entry-rows";

const C = { charsPerToken: 4, tokensPerImage: 2_000 };

function makeModel(entries: Entry[]): TranscriptModel {
  return {
    entries,
    mainSource: "main",
    toolPairs: [{ toolUseId: "t1", name: "Read", useEntry: 1, resultEntry: 2 }],
  } as TranscriptModel;
}

const model = deepFreeze(
  makeModel([
    makeEntry({
      index: 0,
      type: "user",
      role: "user",
      source: "main",
      blocks: [{ kind: "text", chars: 400 }],
    }),
    makeEntry({
      index: 1,
      type: "assistant",
      role: "assistant",
      source: "main",
      blocks: [{ kind: "tool_use", id: "t1", name: "Read", inputChars: 36 }],
    }),
    makeEntry({
      index: 2,
      type: "user",
      role: "user",
      source: "main",
      blocks: [{ kind: "tool_result", toolUseId: "t1", chars: 8_000, isError: false, images: 1 }],
    }),
    makeEntry({
      index: 3,
      type: "assistant",
      role: "assistant",
      source: "chain:x",
      blocks: [{ kind: "text", chars: 4_000 }],
    }),
    makeEntry({ index: 4, type: "system", subtype: "compact_boundary", source: "main" }),
    makeEntry({
      index: 5,
      type: "attachment",
      attachmentType: "todo",
      contentChars: 200,
      source: "main",
    }),
    makeEntry({
      index: 6,
      type: "assistant",
      role: "assistant",
      source: "main",
      blocks: [{ kind: "thinking", chars: 80 }],
    }),
  ]),
);

describe("toEntryRows", () => {
  it.each([
    [0, "user", "", 100],
    [1, "tool use", "Read", 10],
    [2, "tool result", "Read", 4_000],
    [4, "system: compact_boundary", "", 0],
    [5, "attachment: todo", "", 50],
    [6, "thinking", "", 20],
  ])("describes record %i as %s (%s) with the engine's estimate", (index, kind, tools, tokens) => {
    const row = toEntryRows(model, { first: 0, last: 6, firstLine: 1, lastLine: 7 }, C).rows.find(
      (r) => r.index === index,
    );
    expect(row).toEqual({ index, line: index + 1, kind, tools, tokens });
  });

  it("says a thinking block kept without its text (only a signature) is not a measured 0", () => {
    const redacted = makeModel([
      makeEntry({
        index: 0,
        type: "assistant",
        role: "assistant",
        source: "main",
        blocks: [{ kind: "thinking", chars: 0 }],
      }),
    ]);
    const range = { first: 0, last: 0, firstLine: 1, lastLine: 1 };
    expect(toEntryRows(redacted, range, C).rows[0]?.kind).toBe("thinking (text not in the file)");
  });

  it("leaves out other query sources and totals the rest", () => {
    const { rows, tokens } = toEntryRows(
      model,
      { first: 0, last: 6, firstLine: 1, lastLine: 7 },
      C,
    );
    expect(rows.map((r) => r.index)).toEqual([0, 1, 2, 4, 5, 6]);
    expect(tokens).toBe(rows.reduce((sum, r) => sum + r.tokens, 0));
    expect(tokens).toBe(4_180);
  });

  it("shows a record written again (same uuid) as a copy and counts it once, as the engine does", () => {
    const copy = { ...model.entries[2], index: 7, line: 8 } as Entry; // uuid e-2 again
    const withCopy = makeModel([...model.entries, copy]);
    const range = { first: 0, last: 7, firstLine: 1, lastLine: 8 };
    const { rows, tokens } = toEntryRows(withCopy, range, C);
    expect(rows.at(-1)).toMatchObject({ index: 7, kind: "tool result (written again)", tokens: 0 });
    expect(tokens).toBe(toEntryRows(model, { ...range, last: 6 }, C).tokens);
  });

  it.each([
    [null, []],
    [{ first: 1, last: 2, firstLine: 2, lastLine: 3 }, [1, 2]],
  ])("takes only the range %j", (range, indices) => {
    expect(toEntryRows(model, range, C).rows.map((r) => r.index)).toEqual(indices);
  });
});

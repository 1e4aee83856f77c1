import { describe, expect, it } from "vitest";
import { makeEntry } from "../../compaction/testing/make-model";
import type { TranscriptModel } from "../../transcript/model";
import { toClearedRows } from "./cleared-rows";

const model = {
  entries: [makeEntry({ index: 0, type: "user", line: 17 })],
} as TranscriptModel;
const toolOf = new Map([["t1", "Bash"]]);

describe("toClearedRows", () => {
  it.each([
    [
      "names the tool and the result's line",
      { toolUseId: "t1", entry: 0, tokens: 900 },
      { tool: "Bash", line: 17 },
    ],
    [
      "says when the tool is unknown",
      { toolUseId: "t9", entry: 0, tokens: 5 },
      { tool: "unknown tool", line: 17 },
    ],
    [
      "has no line for a record outside the model",
      { toolUseId: "t1", entry: 4, tokens: 5 },
      { tool: "Bash", line: null },
    ],
  ])("%s", (_, cleared, expected) => {
    const [row] = toClearedRows(model, [cleared], toolOf);
    expect(row).toEqual({ toolUseId: cleared.toolUseId, tokens: cleared.tokens, ...expected });
  });

  it("keeps the engine's order (oldest first)", () => {
    const cleared = [
      { toolUseId: "b", entry: 0, tokens: 1 },
      { toolUseId: "a", entry: 0, tokens: 2 },
    ];
    expect(toClearedRows(model, cleared, toolOf).map((r) => r.toolUseId)).toEqual(["b", "a"]);
  });
});

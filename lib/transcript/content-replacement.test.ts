import { describe, expect, it } from "vitest";
import { readContentReplacement } from "./content-replacement";

describe("readContentReplacement", () => {
  const preview =
    "<persisted-output>Output too large (29 KB). Saved to /tmp/x.txt</persisted-output>";
  it.each([
    [
      "a string preview",
      {
        type: "content-replacement",
        replacements: [{ kind: "tool-result", toolUseId: "toolu_1", replacement: preview }],
      },
      [{ toolUseId: "toolu_1", chars: preview.length }],
    ],
    [
      "text blocks",
      {
        type: "content-replacement",
        replacements: [
          {
            kind: "tool-result",
            toolUseId: "toolu_2",
            replacement: [
              { type: "text", text: "abc" },
              { type: "text", text: "de" },
            ],
          },
        ],
      },
      [{ toolUseId: "toolu_2", chars: 5 }],
    ],
    [
      "an item of another kind or shape, skipped alone",
      {
        type: "content-replacement",
        replacements: [
          { kind: "attachment", toolUseId: "a", replacement: "x" },
          { kind: "tool-result", toolUseId: "", replacement: "x" },
          { kind: "tool-result", toolUseId: "toolu_3", replacement: "xyz" },
        ],
      },
      [{ toolUseId: "toolu_3", chars: 3 }],
    ],
    ["another record", { type: "summary", replacements: [] }, []],
    ["no list", { type: "content-replacement" }, []],
  ])("%s", (_name, record, expected) => {
    expect(readContentReplacement(record)).toEqual(expected);
  });
});

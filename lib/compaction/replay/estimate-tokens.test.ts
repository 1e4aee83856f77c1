import { describe, expect, it } from "vitest";
import type { BlockInfo } from "../../transcript/model";
import { estimateBlockTokens, estimateEntryTokens } from "./estimate-tokens";
import { makeEntry } from "../testing/make-model";

const c = { charsPerToken: 4, tokensPerImage: 2_000 };

describe("estimateBlockTokens", () => {
  it.each<[string, BlockInfo, number]>([
    [
      "text is round(length / 4): a 19,369-character Read result",
      { kind: "text", chars: 19_369 },
      4_842,
    ],
    ["thinking counts like text", { kind: "thinking", chars: 10 }, 3],
    [
      "tool_use counts its name plus its JSON input",
      { kind: "tool_use", id: "t", name: "Read", inputChars: 36 },
      10,
    ],
    [
      "a tool_result adds 2,000 per image",
      { kind: "tool_result", toolUseId: "t", chars: 400, isError: false, images: 2 },
      4_100,
    ],
    ["an image is 2,000", { kind: "image" }, 2_000],
    ["a document is 2,000", { kind: "document" }, 2_000],
    [
      "other blocks count their serialized size",
      { kind: "other", type: "server_tool_use", chars: 81 },
      20,
    ],
  ])("%s", (_rule, block, expected) => {
    expect(estimateBlockTokens(block, c)).toBe(expected);
  });
});

describe("estimateEntryTokens", () => {
  it.each([
    [
      "sums a message's blocks",
      makeEntry({
        index: 0,
        type: "user",
        blocks: [{ kind: "text", chars: 40 }, { kind: "image" }],
      }),
      2_010,
    ],
    [
      "counts an attachment's payload",
      makeEntry({ index: 0, type: "attachment", contentChars: 4_000 }),
      1_000,
    ],
    ["skips system records", makeEntry({ index: 0, type: "system", contentChars: 4_000 }), 0],
    [
      "skips progress records",
      makeEntry({ index: 0, type: "progress", blocks: [{ kind: "text", chars: 400 }] }),
      0,
    ],
    [
      "skips synthetic error messages",
      makeEntry({
        index: 0,
        type: "assistant",
        model: "<synthetic>",
        blocks: [{ kind: "text", chars: 400 }],
      }),
      0,
    ],
  ])("%s", (_rule, entry, expected) => {
    expect(estimateEntryTokens(entry, c)).toBe(expected);
  });
});

describe("records the client keeps for itself", () => {
  it.each([
    ["prompt_snapshot", 0],
    ["total_tokens_reminder", 25],
  ])("counts a %s attachment as %i tokens", (attachmentType, tokens) => {
    const entry = makeEntry({ index: 0, type: "attachment", attachmentType, contentChars: 100 });
    expect(estimateEntryTokens(entry, c)).toBe(tokens);
  });
});

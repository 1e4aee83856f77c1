import { describe, expect, it } from "vitest";
import { previewLine } from "@/lib/contracts/record-preview";
import { toMessageBlocks, type ConversationBlock } from "./message-blocks";

const message = (content: unknown) => ({
  type: "assistant",
  message: { role: "assistant", content },
});
const kinds = (blocks: ConversationBlock[]) => blocks.map((b) => b.kind);

describe("toMessageBlocks", () => {
  it.each([
    ["a string message as markdown text", message("# Hi"), ["text"]],
    ["an empty string as nothing", message(""), []],
    [
      "blocks in their order",
      message([
        { type: "thinking", thinking: "hmm" },
        { type: "text", text: "Let me look." },
        { type: "tool_use", id: "t1", name: "Bash", input: { command: "ls" } },
      ]),
      ["thinking", "text", "tool-call"],
    ],
    [
      "a redacted thinking as a note",
      message([{ type: "redacted_thinking", data: "x" }]),
      ["other"],
    ],
    [
      "a block of an unknown type as JSON",
      message([{ type: "server_tool_use", id: 1 }]),
      ["other"],
    ],
    ["a system record's content", { type: "system", content: "Compacted" }, ["other"]],
    ["an attachment", { type: "attachment", attachment: { type: "file" } }, ["other"]],
    ["a record of no known shape", { type: "progress" }, []],
    ["not an object", "a string", []],
  ])("%s", (_name, record, expected) => {
    expect(kinds(toMessageBlocks(record))).toEqual(expected);
  });

  it.each([
    [
      "its formatted sentence",
      { formatted: "429 Too many requests", status: 429 },
      "429 Too many requests",
    ],
    ["its JSON when it has none", { status: 500 }, '{\n  "status": 500\n}'],
  ])("shows a system api_error by %s", (_name, error, text) => {
    expect(toMessageBlocks({ type: "system", subtype: "api_error", error })).toEqual([
      { kind: "other", title: "error", text },
    ]);
  });

  it("tells a tool result's size, error and images, with its text", () => {
    const [block] = toMessageBlocks(
      message([
        {
          type: "tool_result",
          tool_use_id: "t1",
          is_error: true,
          content: [
            { type: "text", text: "boom\nfailed" },
            { type: "image", source: { type: "base64", data: "[base64 image/png, 1.2 MB]" } },
          ],
        },
      ]),
    );
    expect(block).toEqual({
      kind: "tool-result",
      toolUseId: "t1",
      text: "boom\nfailed",
      size: { label: "11 B, 2 lines", isCut: false },
      isError: true,
      images: ["image/png, 1.2 MB"],
      summary: "Error · 11 B, 2 lines, 1 image",
    });
  });

  it("labels an image with its media type and size, never its data", () => {
    const record = previewLine(
      1,
      JSON.stringify({
        type: "user",
        message: {
          content: [
            {
              type: "image",
              source: { type: "base64", media_type: "image/png", data: "A".repeat(40_000) },
            },
          ],
        },
      }),
    );
    expect(record.kind === "record" && toMessageBlocks(record.record)).toEqual([
      { kind: "image", label: "image/png, 30.0 kB" },
    ]);
  });

  it("keeps planted markup as the characters it is (drawing it inert is the component's part)", () => {
    const payload = `<script>alert(1)</script><img src=x onerror="alert(2)">[x](javascript:alert(3))`;
    expect(toMessageBlocks(message(payload))).toEqual([{ kind: "text", text: payload }]);
  });

  it("shows a 1 MB line's tool result as its head with the whole size", () => {
    const huge = "z".repeat(1_000_000);
    const preview = previewLine(
      7,
      JSON.stringify(message([{ type: "tool_result", tool_use_id: "t", content: huge }])),
    );
    const [block] = preview.kind === "record" ? toMessageBlocks(preview.record) : [];
    expect(block).toMatchObject({
      kind: "tool-result",
      size: { label: "1.0 MB (cut)", isCut: true },
    });
    expect(block?.kind === "tool-result" && block.text.length).toBeLessThan(1_000);
  });

  it("sums up a thinking block by its size", () => {
    expect(toMessageBlocks(message([{ type: "thinking", thinking: "a\nb" }]))[0]).toMatchObject({
      summary: "Thinking · 3 B, 2 lines",
    });
  });

  it("does not mutate the record and is deterministic", () => {
    const record = Object.freeze(
      message(Object.freeze([Object.freeze({ type: "text", text: "a" })])),
    );
    expect(toMessageBlocks(record)).toEqual(toMessageBlocks(record));
  });
});

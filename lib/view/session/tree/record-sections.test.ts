import { describe, expect, it } from "vitest";
import { toRecordJson, toRecordSections } from "./record-sections";

describe("toRecordSections", () => {
  it.each([
    ["a string message", { type: "user", message: { content: "hi" } }, [["text", "hi"]]],
    [
      "a tool_use: its input as indented JSON",
      {
        message: {
          content: [{ type: "tool_use", id: "t1", name: "Bash", input: { command: "ls" } }],
        },
      },
      [["tool_use · Bash (t1)", '{\n  "command": "ls"\n}']],
    ],
    [
      "a tool_result with text blocks and an image label",
      {
        message: {
          content: [
            {
              type: "tool_result",
              tool_use_id: "t1",
              is_error: true,
              content: [
                { type: "text", text: "failed" },
                { type: "image", source: { type: "base64", data: "[base64 image/png, 1.2 MB]" } },
              ],
            },
          ],
        },
      },
      [["tool_result (error) for t1", "failed\n\n[base64 image/png, 1.2 MB]"]],
    ],
    [
      "a system record's content",
      { type: "system", content: "Conversation compacted" },
      [["content", "Conversation compacted"]],
    ],
    [
      "an attachment",
      { type: "attachment", attachment: { type: "file" } },
      [["attachment", '{\n  "type": "file"\n}']],
    ],
    [
      "an unknown block, kept as JSON",
      { message: { content: [{ type: "server_x", n: 1 }] } },
      [["block", '{\n  "type": "server_x",\n  "n": 1\n}']],
    ],
    ["not an object", "nope", []],
  ])("%s", (_name, record, expected) => {
    expect(toRecordSections(record).map((s) => [s.title, s.body])).toEqual(expected);
  });

  it("keeps markup as text: the caller renders it as a string", () => {
    const body = "<script>window.__pwned=1</script>";
    expect(toRecordSections({ message: { content: body } })[0]?.body).toBe(body);
  });
});

describe("toRecordJson", () => {
  it("indents the whole record", () => {
    expect(toRecordJson({ a: 1 })).toBe('{\n  "a": 1\n}');
  });
});

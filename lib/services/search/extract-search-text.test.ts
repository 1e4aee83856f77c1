import { describe, expect, it } from "vitest";
import { extractSearchText, MAX_INDEXED_CHARS } from "./extract-search-text";

const at = "2026-11-20T10:00:00.000Z";
const user = (content: unknown) => ({
  type: "user",
  timestamp: at,
  message: { role: "user", content },
});
const assistant = (content: unknown) => ({
  type: "assistant",
  timestamp: at,
  message: { role: "assistant", content },
});

describe("extractSearchText", () => {
  it.each([
    ["a person's text", user("use nix"), { role: "user", tool: null, text: "use nix" }],
    [
      "the model's text and thinking",
      assistant([
        { type: "thinking", thinking: "maybe nix" },
        { type: "text", text: "Let us use nix." },
      ]),
      { role: "assistant", tool: null, text: "maybe nix\nLet us use nix." },
    ],
    [
      "a tool call's input strings, not its keys or numbers",
      assistant([
        { type: "tool_use", id: "t1", name: "Bash", input: { command: "nix build", timeout: 5 } },
      ]),
      { role: "assistant", tool: "Bash", text: "nix build" },
    ],
    [
      "a tool result's text blocks, not its images",
      user([
        {
          type: "tool_result",
          tool_use_id: "t0",
          content: [
            { type: "text", text: "built" },
            { type: "image", source: { data: "aGVsbG8=" } },
          ],
        },
      ]),
      { role: "tool", tool: null, text: "built" },
    ],
  ])("reads %s", (_name, record, expected) => {
    expect(extractSearchText(record, 7, new Map())).toEqual({
      line: 7,
      at: Date.parse(at),
      ...expected,
    });
  });

  it("names a result's tool from the call read before it", () => {
    const names = new Map<string, string>();
    extractSearchText(
      assistant([{ type: "tool_use", id: "t1", name: "Read", input: {} }]),
      1,
      names,
    );
    const result = user([{ type: "tool_result", tool_use_id: "t1", content: "file body" }]);
    expect(extractSearchText(result, 2, names)).toMatchObject({ role: "tool", tool: "Read" });
  });

  it.each([
    ["progress records", { type: "progress", data: { text: "x" } }],
    ["records without a message", { type: "user" }],
    ["empty text", user("   ")],
    ["a message of the wrong shape", { type: "user", message: "nix" }],
    ["blocks of the wrong shape", user([null, 3, "nix", { type: "text", text: 4 }])],
  ])("answers null for %s", (_name, record) => {
    expect(extractSearchText(record as Record<string, unknown>, 1, new Map())).toBeNull();
  });

  it("keeps the first MAX_INDEXED_CHARS characters and replaces NUL", () => {
    const entry = extractSearchText(
      user(`a\0b ${"x".repeat(MAX_INDEXED_CHARS * 2)}`),
      1,
      new Map(),
    );
    expect(entry?.text.length).toBe(MAX_INDEXED_CHARS);
    expect(entry?.text.startsWith("a\uFFFDb ")).toBe(true);
  });

  it("reads an unreadable timestamp as none", () => {
    expect(extractSearchText({ ...user("x"), timestamp: "soon" }, 1, new Map())?.at).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { MAX_STRING_CHARS, previewLine, previewValue } from "./record-preview";

describe("previewValue", () => {
  it.each([
    ["a short string", "hello", "hello"],
    ["a number", 42, 42],
    ["null", null, null],
    ["a string at the limit", "a".repeat(MAX_STRING_CHARS), "a".repeat(MAX_STRING_CHARS)],
  ])("keeps %s as it is", (_name, value, expected) => {
    expect(previewValue(value)).toEqual(expected);
  });

  it("cuts a 13 MB string to its head, labelled with its size", () => {
    const preview = previewValue("x".repeat(13_000_000)) as string;
    expect(preview).toBe(`${"x".repeat(600)}… [cut: 13.0 MB in all]`);
  });

  it("replaces base64 payloads by their media type and size", () => {
    const image = { type: "base64", media_type: "image/png", data: "A".repeat(400_000) };
    expect(previewValue({ type: "image", source: image })).toEqual({
      type: "image",
      source: { type: "base64", media_type: "image/png", data: "[base64 image/png, 300.0 kB]" },
    });
  });

  it("keeps a __proto__ key as plain data, never as a prototype", () => {
    const parsed = JSON.parse('{"__proto__":{"polluted":true},"a":1}');
    const preview = previewValue(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(preview)).toBe(Object.prototype);
    expect(Object.keys(preview)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps the first 500 items of a long array and says how many more there were", () => {
    const preview = previewValue(Array.from({ length: 502 }, (_, i) => i)) as unknown[];
    expect(preview).toHaveLength(501);
    expect(preview.at(-1)).toBe("[cut: 2 more items]");
  });
});

describe("previewLine", () => {
  it.each([
    [1, '\uFEFF{"type":"user"}\r', { line: 1, kind: "record", record: { type: "user" } }],
    [2, "   ", { line: 2, kind: "blank" }],
    [
      3,
      "[1,2]",
      { line: 3, kind: "invalid", text: "[1,2]", reason: expect.stringMatching(/a JSON array/) },
    ],
    [
      4,
      '{"type":',
      { line: 4, kind: "invalid", text: '{"type":', reason: expect.stringMatching(/^not JSON: /) },
    ],
    [
      5,
      "<script>alert(1)</script>",
      { line: 5, kind: "invalid", text: "<script>alert(1)</script>", reason: expect.any(String) },
    ],
  ])("line %i %j", (line, text, expected) => {
    expect(previewLine(line, text)).toEqual(expected);
  });
});

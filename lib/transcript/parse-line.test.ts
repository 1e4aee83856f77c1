import { describe, expect, it } from "vitest";
import { parseLine } from "./parse-line";

describe("parseLine", () => {
  it.each([
    ["an object is a record", '{"type":"user"}', "record"],
    ["white space only is blank", "  \t ", "blank"],
    ["an empty line is blank", "", "blank"],
    ["a fragment is invalid", 'eb80","timestamp":"2026-02-18T13:02:34.940Z"}', "invalid"],
    ["a truncated object is invalid", '{"type":"user","message":{"ro', "invalid"],
    ["an array is invalid", "[1,2]", "invalid"],
    ["a number is invalid", "42", "invalid"],
    ["null is invalid", "null", "invalid"],
    ["a string is invalid", '"text"', "invalid"],
  ])("%s", (_rule, line, kind) => {
    expect(parseLine(line).kind).toBe(kind);
  });

  it("says why a line is invalid", () => {
    expect(parseLine("[{}]")).toEqual({
      kind: "invalid",
      reason: "a JSON array, not an object (JSONL has one object per line)",
    });
    const fragment = parseLine("eb80");
    expect(fragment.kind === "invalid" && fragment.reason.startsWith("not JSON: ")).toBe(true);
  });

  it("keeps a __proto__ key as plain data without touching prototypes", () => {
    const parsed = parseLine('{"type":"x","__proto__":{"polluted":true}}');
    expect(parsed.kind).toBe("record");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

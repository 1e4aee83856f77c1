import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseJsonColumn } from "./transcript-dto";

const row = { id: "t1" };
const names = z.array(z.string());

describe("parseJsonColumn", () => {
  it("answers the parsed value of a well-formed column", () => {
    expect(parseJsonColumn(row, "versions", '["2.1.19","2.1.20"]', names)).toEqual([
      "2.1.19",
      "2.1.20",
    ]);
  });

  it.each([
    ["not JSON", "[2.1", /t1: column versions is not JSON/],
    ["a wrong shape", '{"a":1}', /t1: column versions is malformed/],
    ["a wrong element type", "[1,2]", /t1: column versions is malformed/],
  ])("refuses %s, naming the row and the column", (_name, text, message) => {
    expect(() => parseJsonColumn(row, "versions", text, names)).toThrow(message);
  });
});

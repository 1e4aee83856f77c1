import { describe, expect, it } from "vitest";
import { readEnvNumber } from "./env-number";

describe("readEnvNumber", () => {
  it.each([
    [undefined, 7],
    ["", 7],
    ["   ", 7],
    ["42", 42],
    [" 1048576 ", 1_048_576],
    ["0", 0],
  ])("%j reads as %i", (raw, expected) => {
    expect(readEnvNumber("SOME_BYTES", 7, { env: { SOME_BYTES: raw } })).toBe(expected);
  });

  it.each([
    ["-1", {}, 'SOME_BYTES must be a whole number of bytes, got "-1"'],
    ["1.5", {}, 'SOME_BYTES must be a whole number of bytes, got "1.5"'],
    ["lots", {}, 'SOME_BYTES must be a whole number of bytes, got "lots"'],
    ["0", { min: 1 }, 'SOME_BYTES must be a whole number of bytes, at least 1, got "0"'],
  ])("refuses %j naming the setting", (raw, options, message) => {
    expect(() =>
      readEnvNumber("SOME_BYTES", 7, { ...options, unit: "bytes", env: { SOME_BYTES: raw } }),
    ).toThrow(message);
  });
});

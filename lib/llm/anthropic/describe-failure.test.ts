import { describe, expect, it } from "vitest";
import { parsePromptTooLong, parseRetryAfter } from "./describe-failure";

describe("parseRetryAfter", () => {
  const now = Date.parse("2026-11-23T12:00:00Z");
  it.each([
    ["seconds", { "retry-after": "30" }, 30],
    ["fractional seconds, rounded up", { "retry-after": "1.2" }, 2],
    ["retry-after-ms before retry-after", { "retry-after-ms": "2500", "retry-after": "30" }, 3],
    ["an HTTP date", { "retry-after": "Mon, 23 Nov 2026 12:00:45 GMT" }, 45],
    ["a date in the past", { "retry-after": "Mon, 23 Nov 2026 11:00:00 GMT" }, 0],
    ["garbage", { "retry-after": "soon" }, undefined],
    ["nothing", {}, undefined],
  ])("reads %s", (_name, headers, expected) => {
    expect(parseRetryAfter(new Headers(headers), now)).toBe(expected);
  });
});

describe("parsePromptTooLong", () => {
  it.each([
    [
      "prompt is too long: 210000 tokens > 200000 maximum",
      { tokens: 210_000, maximum: 200_000, gap: 10_000 },
    ],
    [
      "Prompt is too long: 1001 tokens >  1000 maximum (see docs)",
      { tokens: 1_001, maximum: 1_000, gap: 1 },
    ],
    ["prompt is too long", null],
    ["max_tokens: 99999 > 64000", null],
  ])("parses the gap of %j", (message, expected) => {
    expect(parsePromptTooLong(message)).toEqual(expected);
  });
});

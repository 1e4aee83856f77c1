import { describe, expect, it } from "vitest";
import { makeApiCallRow } from "@/lib/view/testing/make-transcript-summary";
import { lineOfMainCall } from "./api-call-rows";

describe("lineOfMainCall", () => {
  const calls = [
    makeApiCallRow({ index: 0, line: 3, isMainThread: true }),
    makeApiCallRow({ index: 1, line: 9, isMainThread: false, source: "agent:a1" }),
    makeApiCallRow({ index: 1, line: 14, isMainThread: true }),
  ];

  it.each([
    [0, 3],
    [1, 14],
    [2, null],
    [null, null],
  ])("call %j is at line %j (a subagent's call 1 is not the main thread's)", (call, line) => {
    expect(lineOfMainCall(calls, call)).toBe(line);
  });
});

import { describe, expect, it } from "vitest";
import { isSelectedCall, type CallRowRef } from "./selected-call";

const cases: [string, CallRowRef, number | null, boolean][] = [
  ["the row at the selected call", { atCall: 12 }, 12, true],
  ["a main-thread row at the selected call", { atCall: 12, isMainThread: true }, 12, true],
  ["a row at another call", { atCall: 13 }, 12, false],
  ["a subagent's call of the same index", { atCall: 12, isMainThread: false }, 12, false],
  ["any row when no call is selected", { atCall: 0 }, null, false],
  ["call 0 when it is selected", { atCall: 0 }, 0, true],
];

describe("isSelectedCall", () => {
  it.each(cases)("%s", (_name, row, selected, expected) => {
    expect(isSelectedCall(row, selected)).toBe(expected);
  });
});

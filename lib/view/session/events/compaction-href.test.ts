import { describe, expect, it } from "vitest";
import { compactionHref } from "./compaction-href";

describe("compactionHref", () => {
  it.each([
    {
      rule: "a recorded compaction by its uuid",
      target: { source: "recorded", uuid: "c5b2a0d3" } as const,
      query: "",
      expected: "/sessions/t1/compactions/recorded-c5b2a0d3",
    },
    {
      rule: "a replayed one by its call, keeping profile and overrides only",
      target: { source: "replayed", atCall: 139 } as const,
      query: "profile=cc-2.1&o.autocompactBufferTokens=40000&tab=events&call=12&from=1&to=9",
      expected:
        "/sessions/t1/compactions/replayed-139?profile=cc-2.1&o.autocompactBufferTokens=40000",
    },
    {
      rule: "ids are escaped",
      target: { source: "recorded", uuid: "a/b" } as const,
      query: "?profile=cc-2.0",
      expected: "/sessions/t%201/compactions/recorded-a%2Fb?profile=cc-2.0",
      id: "t 1",
    },
  ])("$rule", ({ target, query, expected, id }) => {
    expect(compactionHref(id ?? "t1", target, query)).toBe(expected);
  });
});

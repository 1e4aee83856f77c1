import { describe, expect, it } from "vitest";
import { compactionPointHref, sessionHref, type PointQuery } from "./compaction-point-href";

const UUID = "0b6d4f0e-6a55-4f1c-9f51-2a1b3c4d5e6f";

describe("compactionPointHref", () => {
  it.each<
    [string, string | Parameters<typeof compactionPointHref>[1], PointQuery | undefined, string]
  >([
    [
      "a bare recorded point",
      `recorded-${UUID}`,
      undefined,
      `/sessions/t1/compactions/recorded-${UUID}`,
    ],
    [
      "a parsed replayed point",
      { origin: "replayed", atCall: 42 },
      {},
      "/sessions/t1/compactions/replayed-42",
    ],
    [
      "the profile and overrides",
      "replayed-42",
      { profile: "cc-2.1", overrides: { autocompactBufferTokens: 40_000 } },
      "/sessions/t1/compactions/replayed-42?profile=cc-2.1&o.autocompactBufferTokens=40000",
    ],
    [
      "the session view state too, so the way back restores it",
      "replayed-3",
      { tab: "tree", call: 12 },
      "/sessions/t1/compactions/replayed-3?tab=tree&call=12",
    ],
  ])("links %s", (_, point, query, expected) => {
    expect(compactionPointHref("t1", point, query)).toBe(expected);
  });

  it.each([
    [{ before: 3 }, "?before=3"],
    [{ before: 1, cleared: 2 }, "?cleared=2"],
    [{ kept: 1 }, ""],
  ])("adds table pages after the first (%j)", (pages, search) => {
    expect(compactionPointHref("t1", "replayed-1", { profile: "auto" }, pages)).toBe(
      `/sessions/t1/compactions/replayed-1${search}`,
    );
  });

  it("escapes the transcript id", () => {
    expect(compactionPointHref("a/b c", "replayed-1")).toBe(
      "/sessions/a%2Fb%20c/compactions/replayed-1",
    );
  });
});

describe("sessionHref", () => {
  it.each<[PointQuery | undefined, string]>([
    [undefined, "/sessions/t1"],
    [{ profile: "cc-2.0" }, "/sessions/t1?profile=cc-2.0"],
  ])("keeps the query %j", (query, expected) => {
    expect(sessionHref("t1", query)).toBe(expected);
  });
});

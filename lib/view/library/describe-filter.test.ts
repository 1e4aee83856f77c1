import { describe, expect, it } from "vitest";
import { describeFilter } from "./describe-filter";

describe("describeFilter", () => {
  it.each([
    [{}, "all sessions"],
    [{ q: "auth" }, 'search "auth"'],
    [
      { compacted: "yes", version: "2.1", minCost: "0.5" },
      "version 2.1, compacted yes, cost at least $0.5",
    ],
    [{ maxCost: "20", model: "opus", project: "/w" }, "model opus, project /w, cost at most $20"],
    [{ reproduces: "no", compacted: "yes" }, "compacted yes, replay does not reproduce"],
    [{ reproduces: "yes" }, "replay reproduces"],
    [{ to: "2026-03-31", from: "2026-03-01" }, "active from 2026-03-01, active until 2026-03-31"],
  ] as const)("words %j in the list's field order", (filter, words) => {
    expect(describeFilter(filter)).toBe(words);
  });
});

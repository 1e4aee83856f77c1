import { describe, expect, it } from "vitest";
import { candidateThresholds } from "./scenario-threshold";

describe("candidateThresholds", () => {
  it.each([
    [200_000, {}, [155_000, 167_000, 187_000]],
    [1_000_000, {}, [955_000, 967_000, 987_000]],
    [200_000, { CLAUDE_AUTOCOMPACT_PCT_OVERRIDE: "80" }, [134_400, 144_000, 160_000]],
  ])("tries the seeds' thresholds first for a %i window", (window, env, expected) => {
    expect(candidateThresholds(window, env)).toEqual(expect.arrayContaining(expected));
  });
});

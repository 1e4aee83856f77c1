import { describe, expect, it } from "vitest";
import { prepareForecast } from "./prepare-forecast";

const replayOf = (contexts: number[], threshold = 167_000) => ({
  calls: contexts.map((replayTokens, index) => ({
    index,
    replayTokens,
    actualTokens: replayTokens,
    countTokens: replayTokens,
  })),
  events: [],
  thresholds: {
    window: 200_000,
    outputReserve: 20_000,
    effectiveWindow: 180_000,
    autocompactThreshold: threshold,
    isAutoCompactEnabled: true,
    limit: threshold,
    warningThreshold: threshold - 20_000,
    errorThreshold: threshold - 20_000,
    blockingLimit: 177_000,
  },
});

describe("prepareForecast", () => {
  const growing = Array.from({ length: 25 }, (_, i) => 60_000 + i * 4_000);

  it("forecasts as of the replay's last call", () => {
    expect(prepareForecast(replayOf(growing), "2.1.70 under auto")).toEqual({
      context: "Context now 156,000 of 167,000 (threshold of 2.1.70 under auto).",
      outlook:
        "About 3 calls / 11,000 tokens to the next auto compaction, at +4,000 tokens a call over the last 20 calls.",
      asOf: "As of call 24, the last in the file.",
    });
  });

  it("moves when a call arrives and when the threshold changes", () => {
    const before = prepareForecast(replayOf(growing), "s");
    expect(prepareForecast(replayOf([...growing, 160_000]), "s").context).not.toBe(before.context);
    expect(prepareForecast(replayOf(growing, 144_000), "s").outlook).toBe(
      "At the next call: the context is at or past the auto compaction threshold.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { generateTranscriptLines } from "../../generator/generate-transcript";
import { createModelBuilder } from "../../transcript/build-model";
import { replaySession } from "../replay/replay-session";
import { forecastCases } from "./forecast-cases";
import { forecastNextCompaction } from "./forecast-next-compaction";
import { scoreForecast } from "./score-forecast";

const modelOf = (lines: readonly string[]) => {
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  for (const line of lines) builder.push(encoder.encode(`${line}\n`));
  return builder.end();
};

// A 2.1.80 session compacting at 167,000, as `npm run bench:forecast` generates it.
const lines = [
  ...generateTranscriptLines({
    seed: 1,
    style: "2.1",
    version: "2.1.80",
    autoCompactAt: 167_000,
    targetBytes: 4_000_000,
  }),
];

describe("the forecast on a generated session cut before its compaction", () => {
  const cases = forecastCases(modelOf(lines));

  it("cuts at 25, 50, 75 and 90% of the way to the recorded auto compaction", () => {
    expect(cases.map((c) => c.fraction)).toEqual([0.25, 0.5, 0.75, 0.9]);
    expect(cases.every((c) => c.asOfCall < c.compactedAtCall)).toBe(true);
  });

  it.each([0, 1, 2, 3])("cut %i: the real compaction falls inside the forecast's range", (i) => {
    const c = cases[i];
    if (c === undefined) throw new Error(`no cut ${i}`);
    const result = replaySession(modelOf(lines.slice(0, c.lastLine)));
    const forecast = forecastNextCompaction(result);
    expect(forecast.kind).toBe("forecast");
    expect(scoreForecast(forecast, c.compactedAtCall - c.asOfCall)).toMatchObject({
      isInRange: true,
    });
  });
});

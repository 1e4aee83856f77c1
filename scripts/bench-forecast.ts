// `npm run bench:forecast`: how far the next-compaction forecast is from when sessions really
// compacted. Every session (the real transcripts of ../shared/fixtures/real, and the demo's
// and generated sessions) is cut after a call at 25, 50, 75 and 90% of the way from one
// compaction to the next recorded auto compaction; the cut file is parsed and replayed as the
// page would see it live, and the forecast as of its last call is compared with the call the
// session really compacted at. Prints each session, then the error in calls (median and p90
// of |expected - actual|, the median signed: positive is late) and the share of cases whose
// real compaction fell inside the forecast's range. A measure, not a test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { forecastNextCompaction } from "../lib/compaction/forecast/forecast-next-compaction";
import { forecastCases } from "../lib/compaction/forecast/forecast-cases";
import { scoreForecast, type ForecastScore } from "../lib/compaction/forecast/score-forecast";
import { replaySession } from "../lib/compaction/replay/replay-session";
import { generateDemoSessions } from "../lib/generator/demo-sessions";
import {
  generateTranscriptLines,
  type GeneratorOptions,
} from "../lib/generator/generate-transcript";
import { createModelBuilder } from "../lib/transcript/build-model";
import type { TranscriptModel } from "../lib/transcript/model";
import { summariseScores, type ScoredCase } from "./bench-forecast/summarise-scores";

const FIXTURES = path.resolve(process.cwd(), "../shared/fixtures/real");
/** `auto` is what the page replays by default; `fitted` adds the settings fitted from the cut file. */
const PROFILES = ["auto", "fitted"] as const;

/** Sessions the project ships or generates under settings people use, seeds varying the work. */
const GENERATED: { name: string; options: GeneratorOptions }[] = [
  ...generateDemoSessions().map(({ name, options }) => ({ name: `demo ${name}`, options })),
  ...[1, 2, 3].flatMap((seed) =>
    [
      { name: `default 2.1.80 #${seed}`, version: "2.1.80", autoCompactAt: 167_000 },
      { name: `PCT=70 2.1.90 #${seed}`, version: "2.1.90", autoCompactAt: 126_000 },
    ].map(({ name, ...options }) => ({
      name: `generated ${name}`,
      options: { seed, style: "2.1" as const, targetBytes: 4_000_000, ...options },
    })),
  ),
];

function modelOf(lines: readonly string[]): TranscriptModel {
  const builder = createModelBuilder();
  const encoder = new TextEncoder();
  for (const line of lines) builder.push(encoder.encode(`${line}\n`));
  return builder.end();
}

const describeScore = (score: ForecastScore): string => {
  const miss = score.kind !== "no-forecast" && !score.isInRange ? "!" : "";
  if (score.kind === "forecast") return `${score.error > 0 ? "+" : ""}${score.error}${miss}`;
  return score.kind === "beyond-horizon" ? `beyond${miss}` : score.reason;
};

const scored: ScoredCase[] = [];

function measure(name: string, group: string, lines: readonly string[]): void {
  const cases = forecastCases(modelOf(lines));
  for (const profile of PROFILES) {
    const started = performance.now();
    const scores = cases.map((c) => {
      const result = replaySession(modelOf(lines.slice(0, c.lastLine)), { profile });
      const score = scoreForecast(forecastNextCompaction(result), c.compactedAtCall - c.asOfCall);
      scored.push({ profile, group, fraction: c.fraction, score });
      return score;
    });
    const ms = (performance.now() - started).toFixed(0);
    console.log(
      `${name.padEnd(50)} ${profile.padEnd(6)} ${String(cases.length).padStart(3)} cuts ${ms.padStart(5)} ms  ${scores.map(describeScore).join(" ")}`,
    );
  }
}

console.log(
  'Per cut: the forecast\'s expected calls minus the real ones, "!" when outside its range\n',
);
if (existsSync(FIXTURES)) {
  for (const file of readdirSync(FIXTURES)
    .filter((f) => f.endsWith(".jsonl"))
    .sort())
    measure(file, "real", readFileSync(path.join(FIXTURES, file), "utf8").split("\n"));
} else console.log(`${FIXTURES} is missing: demo and generated sessions only`);
for (const { name, options } of GENERATED)
  measure(name, "generated", [...generateTranscriptLines(options)]);

console.log("");
for (const line of summariseScores(scored)) console.log(line);

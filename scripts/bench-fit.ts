// `npm run bench:fit`: how well settings fitted from a file explain it, and predict, and what
// the fit costs (its replays' time per session).
// For every session (the real transcripts of ../shared/fixtures/real, read in place, and
// sessions generated as a client under a setting the file does not record would write them):
// - `auto`: recorded compactions the replay reproduces (same call, preTokens within 2%);
// - `fitted`: the same under `auto` plus the settings fitted from the file;
// - leave one out: for a session with two or more, the fit made without one recorded
//   compaction, replayed, must reproduce the one left out.
// Prints each session and the rates; a measure of the mechanism, not a test.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describeSettings } from "../lib/compaction/fit/describe-settings";
import { fitSettings, replayAutoWith } from "../lib/compaction/fit/fit-settings";
import { explainedCompactionCalls, measureReproduction } from "../lib/compaction/fit/reproduction";
import type { ReplayConfig } from "../lib/compaction/config/replay-config";
import {
  generateTranscriptLines,
  type GeneratorOptions,
} from "../lib/generator/generate-transcript";
import { createModelBuilder } from "../lib/transcript/build-model";
import type { TranscriptModel } from "../lib/transcript/model";

const FIXTURES = path.resolve(process.cwd(), "../shared/fixtures/real");

/** Sessions as a client under each setting would write them; seeds vary the work done. */
const GENERATED: { name: string; options: Partial<GeneratorOptions> }[] = [1, 2, 3].flatMap(
  (seed) => [
    {
      name: `PCT=80 2.1.80 #${seed}`,
      options: { seed, version: "2.1.80", autoCompactAt: 144_000 },
    },
    {
      name: `PCT=70 2.1.90 #${seed}`,
      options: { seed, version: "2.1.90", autoCompactAt: 126_000 },
    },
    {
      name: `WINDOW=300000 2.1.80 #${seed}`,
      options: { seed, version: "2.1.80", autoCompactAt: 267_000, contextWindow: 300_000 },
    },
    {
      name: `glm-4.7 2.1.160 (200K) #${seed}`,
      options: { seed, version: "2.1.160", autoCompactAt: 167_000, model: "glm-4.7" },
    },
    {
      // No single setting explains it: 2.1.70 reads no window variable, PCT is capped at the
      // default threshold on 200K, and the 1M window alone puts it at 967,000.
      name: `1M model + PCT=20 2.1.70 #${seed}`,
      options: {
        seed,
        version: "2.1.70",
        autoCompactAt: 196_000,
        contextWindow: 1_000_000,
        model: "claude-sonnet-4-5",
      },
    },
    {
      // 2.1.50 clears tool results above the warning level; these sessions never show it (the
      // replay takes clearing as off), and compact at PCT 80's 144,000.
      name: `no clearing, 2.1.50 at 144,000 #${seed}`,
      options: { seed, version: "2.1.50", autoCompactAt: 144_000 },
    },
    {
      name: `default 2.1.80 #${seed}`,
      options: { seed, version: "2.1.80", autoCompactAt: 167_000 },
    },
  ],
);

function modelOf(bytes: Iterable<Uint8Array>): TranscriptModel {
  const builder = createModelBuilder();
  for (const chunk of bytes) builder.push(chunk);
  return builder.end();
}

function* generatedBytes(options: Partial<GeneratorOptions>) {
  const encoder = new TextEncoder();
  const full = { seed: 1, style: "2.1" as const, targetBytes: 4_000_000, ...options };
  for (const line of generateTranscriptLines(full)) yield encoder.encode(`${line}\n`);
}

/** `auto` (and the fitted overrides, which a fit only gives when they replay). */
function runWith(model: TranscriptModel, overrides: Partial<ReplayConfig>) {
  const run = replayAutoWith(model, overrides);
  if (run === null) throw new Error(`no threshold under ${JSON.stringify(overrides)}`);
  return run;
}

const totals = { of: 0, auto: 0, fitted: 0, held: 0, predicted: 0, fitMs: 0 };

function measure(name: string, model: TranscriptModel): void {
  const autoRun = runWith(model, {});
  const auto = measureReproduction(autoRun);
  const started = performance.now();
  const fit = fitSettings(model, { autoRun });
  const fitMs = performance.now() - started;
  totals.fitMs += fitMs;
  const fitted = fit === null ? auto : measureReproduction(runWith(model, fit.overrides));
  const calls = explainedCompactionCalls(autoRun);
  let predicted = 0;
  if (calls.length >= 2)
    for (const heldOut of calls) {
      const others = new Set(calls.filter((call) => call !== heldOut));
      const partial = fitSettings(model, { exclude: new Set([heldOut]) });
      const run = partial === null ? autoRun : runWith(model, partial.overrides);
      predicted += measureReproduction(run, others).reproduces;
    }
  totals.of += auto.of;
  totals.auto += auto.reproduces;
  totals.fitted += fitted.reproduces;
  if (calls.length >= 2) {
    totals.held += calls.length;
    totals.predicted += predicted;
  }
  const settings = fit === null ? "(auto reproduces)" : describeSettings(fit.settings) || "(none)";
  const loo = calls.length >= 2 ? `${predicted}/${calls.length}` : "-";
  console.log(
    `${name.padEnd(58)} auto ${auto.reproduces}/${auto.of}  fitted ${fitted.reproduces}/${fitted.of}  left out ${loo.padEnd(5)} fit ${fitMs.toFixed(0).padStart(4)} ms  ${settings}`,
  );
}

const rate = (k: number, n: number) => `${k}/${n} (${n === 0 ? "-" : ((100 * k) / n).toFixed(0)}%)`;

if (existsSync(FIXTURES)) {
  for (const file of readdirSync(FIXTURES)
    .filter((f) => f.endsWith(".jsonl"))
    .sort())
    measure(file, modelOf([readFileSync(path.join(FIXTURES, file))]));
} else console.log(`${FIXTURES} is missing: generated sessions only`);
for (const { name, options } of GENERATED)
  measure(`generated ${name}`, modelOf(generatedBytes(options)));

console.log(
  `\nrecorded compactions: auto ${rate(totals.auto, totals.of)}, fitted ${rate(totals.fitted, totals.of)}; left out and predicted ${rate(totals.predicted, totals.held)}; fits took ${totals.fitMs.toFixed(0)} ms`,
);

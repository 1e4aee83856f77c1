// `npx tsx scripts/bench-aftermath.ts [--calls 10000] [--sweep-calls 1000]`: how long the
// aftermath takes, in three parts.
// 1. A generated session with `--calls` main-thread calls, step by step as the service runs it
//    on a first request: name the lines it needs, read them back from the raw bytes (here a
//    file on /tmp streamed line by line; the service unzips the stored pieces), parse their
//    texts, and measure every recorded compaction and its reference set. The model build is
//    timed too, for scale: the service has it cached already.
// 2. The same session under three sweep settings: the replay, the sweep's figures, and the
//    aftermath exposure those figures now hold (its windows cut at the replay's compactions).
// 3. A sweep of 3 settings x 4 generated sessions of `--sweep-calls` calls, as the sweep worker
//    replays each session (replaySettings), with the exposure and without it (the same loop
//    less the exposure, timed on its own).
// The generated files are deleted afterwards.
import { createReadStream, createWriteStream, rmSync } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { z } from "zod";
import { aftermathLines, readAftermathTexts } from "../lib/compaction/aftermath/aftermath-texts";
import { replayExposure } from "../lib/compaction/aftermath/exposure";
import { measureAftermath } from "../lib/compaction/aftermath/measure-aftermath";
import { aftermathReference } from "../lib/compaction/aftermath/reference-set";
import type { ParsedReplayRequest } from "../lib/compaction/config/replay-request-schema";
import { replaySession } from "../lib/compaction/replay/replay-session";
import { generateTranscriptLines } from "../lib/generator/generate-transcript";
import { replaySettings } from "../lib/sweeps/replay-settings";
import { measureReplay } from "../lib/sweeps/sweep-figures";
import type { TranscriptModel } from "../lib/transcript/model";
import { loadModelFromFile } from "../lib/transcript/testing/load-model-from-file";

const flag = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const options = z
  .object({
    calls: z.coerce.number().int().positive().default(10_000),
    sweepCalls: z.coerce.number().int().positive().default(1_000),
  })
  .parse({ calls: flag("--calls"), sweepCalls: flag("--sweep-calls") });

/** Bytes of generated 2.1 session per main-thread call (220 MB held 9,769 calls; some spare). */
const BYTES_PER_CALL = 23_000;
/** The sweep's settings: 2.1's own buffer, and two that compact earlier. */
const SETTINGS: ParsedReplayRequest[] = [13_000, 40_000, 80_000].map((buffer) => ({
  profile: "auto",
  overrides: { autocompactBufferTokens: buffer },
}));
const files: string[] = [];

async function writeSession(seed: number, calls: number): Promise<string> {
  const file = `/tmp/bench-aftermath-${process.pid}-${seed}.jsonl`;
  files.push(file);
  const out = createWriteStream(file);
  const lines = generateTranscriptLines({
    seed,
    style: "2.1" as const,
    version: "2.1.70",
    targetBytes: calls * BYTES_PER_CALL,
  });
  for (const line of lines) if (!out.write(line + "\n")) await once(out, "drain");
  out.end();
  await once(out, "finish");
  return file;
}

const time = async <T>(fn: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
};
const ms = (n: number) => `${n.toFixed(0)} ms`;
const mainCallsOf = (model: TranscriptModel) =>
  model.calls.filter((c) => c.source === model.mainSource).length;

async function firstRequest(file: string, model: TranscriptModel): Promise<void> {
  const [lines, linesMs] = await time(() => aftermathLines(model));
  const [raw, readMs] = await time(async () => {
    const wanted = new Set(lines);
    const found: { line: number; text: string }[] = [];
    let line = 0;
    for await (const text of createInterface({ input: createReadStream(file) }))
      if (wanted.has(++line)) found.push({ line, text });
    return found;
  });
  const [texts, parseMs] = await time(() => readAftermathTexts(raw));
  const [aftermath, measureMs] = await time(() => measureAftermath(model, texts));
  const [reference, referenceMs] = await time(() => aftermathReference(model, texts));
  const rawBytes = raw.reduce((sum, r) => sum + r.text.length, 0);
  const facts = reference.reduce((sum, set) => sum + set.facts.length, 0);
  console.log(`recorded compactions: ${aftermath.length}`);
  console.log(`lines needed: ${lines.length} (${linesMs.toFixed(1)} ms)`);
  console.log(`read them: ${(rawBytes / 1e6).toFixed(1)} MB (${ms(readMs)})`);
  console.log(`parse texts: ${ms(parseMs)}`);
  console.log(`measure: ${ms(measureMs)}`);
  console.log(`reference sets (${facts} facts): ${ms(referenceMs)}`);
  console.log(
    `aftermath and reference sets on first request: ${ms(linesMs + readMs + parseMs + measureMs + referenceMs)}`,
  );
}

async function perSetting(model: TranscriptModel): Promise<void> {
  console.log("\nper sweep setting (replay | figures with exposure | of which exposure):");
  for (const request of SETTINGS) {
    const [result, replayMs] = await time(() => replaySession(model, request));
    const [figures, figuresMs] = await time(() => measureReplay(model, result));
    const [, exposureMs] = await time(() => replayExposure(model, result));
    const buffer = request.overrides?.autocompactBufferTokens;
    console.log(
      `- buffer ${buffer}: ${figures.aftermath?.length ?? 0} compactions; ` +
        `${ms(replayMs)} | ${ms(figuresMs)} | ${ms(exposureMs)}`,
    );
  }
}

async function sweep(): Promise<void> {
  const models: TranscriptModel[] = [];
  for (const seed of [21, 22, 23, 24])
    models.push(await loadModelFromFile(await writeSession(seed, options.sweepCalls)));
  const calls = models.map(mainCallsOf).join(", ");
  // Warm once, so neither run pays the JIT for the other.
  replaySettings(models[0]!, { profile: "auto" }, SETTINGS.slice(0, 1));
  const [swept, withMs] = await time(() =>
    models.map((model) => replaySettings(model, { profile: "auto" }, SETTINGS)),
  );
  const [, exposureMs] = await time(() =>
    models.forEach((model) =>
      SETTINGS.forEach((request) => replayExposure(model, replaySession(model, request))),
    ),
  );
  // The loop above replays again: its replay time is the sweep's without its figures.
  const [, replayOnlyMs] = await time(() =>
    models.forEach((model) => SETTINGS.forEach((request) => replaySession(model, request))),
  );
  const exposureOnly = exposureMs - replayOnlyMs;
  const compactions = swept
    .flatMap((s) => s.settings)
    .reduce((n, o) => n + (o.ok ? (o.figures.aftermath?.length ?? 0) : 0), 0);
  console.log(
    `\nsweep of 3 settings x 4 sessions (${calls} calls; ${compactions} replayed compactions):`,
  );
  console.log(`with the exposure: ${ms(withMs)}`);
  console.log(
    `without it: ${ms(withMs - exposureOnly)} (the exposure alone: ${ms(exposureOnly)}, ` +
      `${((exposureOnly / withMs) * 100).toFixed(1)}% of the sweep)`,
  );
}

try {
  const [file, generateMs] = await time(() => writeSession(9, options.calls));
  const [model, modelMs] = await time(() => loadModelFromFile(file));
  console.log(
    `generated ${mainCallsOf(model)} main-thread calls, ${model.lines} lines ` +
      `(${(generateMs / 1000).toFixed(1)} s)`,
  );
  console.log(`model build (cached by the service): ${ms(modelMs)}`);
  await firstRequest(file, model);
  await perSetting(model);
  await sweep();
} finally {
  for (const file of files) rmSync(file, { force: true });
}

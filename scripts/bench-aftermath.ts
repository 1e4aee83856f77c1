// `npx tsx scripts/bench-aftermath.ts [--calls 10000]`: how long the aftermath of a generated
// session with that many main-thread calls takes, step by step, as the service runs it on a
// first request: name the lines it needs, read them back from the raw bytes (here a file on
// /tmp streamed line by line; the service unzips the stored pieces), parse their texts, and
// measure every recorded compaction and its reference set. The model build is timed too, for scale: the service has
// it cached already. The generated file is deleted afterwards.
import { createReadStream, createWriteStream, rmSync } from "node:fs";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { z } from "zod";
import { aftermathLines, readAftermathTexts } from "../lib/compaction/aftermath/aftermath-texts";
import { measureAftermath } from "../lib/compaction/aftermath/measure-aftermath";
import { aftermathReference } from "../lib/compaction/aftermath/reference-set";
import { generateTranscriptLines } from "../lib/generator/generate-transcript";
import { loadModelFromFile } from "../lib/transcript/testing/load-model-from-file";

const callsFlag = process.argv.indexOf("--calls");
const { calls: wantedCalls } = z
  .object({ calls: z.coerce.number().int().positive().default(10_000) })
  .parse({ calls: callsFlag < 0 ? undefined : process.argv[callsFlag + 1] });

/** Bytes of generated 2.1 session per main-thread call (220 MB held 9,769 calls; some spare). */
const BYTES_PER_CALL = 23_000;
const file = `/tmp/bench-aftermath-${process.pid}.jsonl`;

async function writeSession(): Promise<void> {
  const out = createWriteStream(file);
  const options = {
    seed: 9,
    style: "2.1" as const,
    version: "2.1.70",
    targetBytes: wantedCalls * BYTES_PER_CALL,
  };
  for (const line of generateTranscriptLines(options))
    if (!out.write(line + "\n")) await once(out, "drain");
  out.end();
  await once(out, "finish");
}

const time = async <T>(fn: () => T | Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
};

try {
  const [, generateMs] = await time(writeSession);
  const [model, modelMs] = await time(() => loadModelFromFile(file));
  const mainCalls = model.calls.filter((c) => c.source === model.mainSource).length;
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
  console.log(
    `generated ${mainCalls} main-thread calls, ${model.lines} lines, ` +
      `${aftermath.length} recorded compactions (${(generateMs / 1000).toFixed(1)} s)`,
  );
  console.log(`model build (cached by the service): ${modelMs.toFixed(0)} ms`);
  console.log(`lines needed: ${lines.length} (${linesMs.toFixed(1)} ms)`);
  console.log(`read them: ${(rawBytes / 1e6).toFixed(1)} MB (${readMs.toFixed(0)} ms)`);
  console.log(`parse texts: ${parseMs.toFixed(0)} ms`);
  console.log(`measure: ${measureMs.toFixed(0)} ms`);
  const facts = reference.reduce((sum, set) => sum + set.facts.length, 0);
  console.log(`reference sets (${facts} facts): ${referenceMs.toFixed(0)} ms`);
  console.log(
    `aftermath and reference sets on first request: ${(linesMs + readMs + parseMs + measureMs + referenceMs).toFixed(0)} ms`,
  );
} finally {
  rmSync(file, { force: true });
}

// `npm run bench:summary-request`: the size of the summarization request and the time to
// build it (parse the range's raw lines + filter, merge and frame them) on the largest real
// transcript of ../shared/fixtures/real, at each recorded compaction and over the whole main
// thread (the largest request the file can make); on a generated session when ../shared is
// missing. The time is the median of 9 runs after a warm-up.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { replaySession } from "../lib/compaction/replay/replay-session";
import { buildSummaryRequest } from "../lib/compaction/summary-request/build-summary-request";
import { parseRawLine, rangeLines } from "../lib/compaction/summary-request/range-lines";
import { generateTranscriptLines } from "../lib/generator/generate-transcript";
import { createModelBuilder } from "../lib/transcript/build-model";
import { medianTime } from "./median-time";
import { sessionVersion } from "../lib/compaction/config/resolve-profile";

const FIXTURES = path.resolve(process.cwd(), "../shared/fixtures/real");
const RUNS = 9;

function largestSource(): { name: string; text: string } {
  if (existsSync(FIXTURES)) {
    const [largest] = readdirSync(FIXTURES)
      .filter((f) => f.endsWith(".jsonl"))
      .map((f) => ({ f, size: statSync(path.join(FIXTURES, f)).size }))
      .sort((a, b) => b.size - a.size);
    if (largest !== undefined)
      return { name: largest.f, text: readFileSync(path.join(FIXTURES, largest.f), "utf8") };
  }
  const lines = [...generateTranscriptLines({ seed: 4, style: "2.1", targetBytes: 3_500_000 })];
  return {
    name: "generated (seed 4, 3.5 MB; ../shared/fixtures/real is missing)",
    text: lines.join("\n") + "\n",
  };
}

const { name, text } = largestSource();
const builder = createModelBuilder();
builder.push(new TextEncoder().encode(text));
const model = builder.end();
const result = replaySession(model);
const lines = text.split("\n");
const version = sessionVersion(model);
const ranges = [
  ...result.recorded.flatMap((r) =>
    r.kind === "compaction" && r.summarised !== null
      ? [{ label: `recorded-${r.uuid.slice(0, 8)}`, range: r.summarised }]
      : [],
  ),
  { label: "whole main thread", range: { first: 0, last: model.entries.length - 1 } },
];

console.log(
  `${name}: ${(Buffer.byteLength(text) / 1e6).toFixed(1)} MB, ${model.entries.length} records, window ${result.window.tokens}, profile ${result.profile}`,
);
for (const { label, range } of ranges) {
  const wanted = [...rangeLines(model, range)].sort((a, b) => a - b);
  const build = () =>
    buildSummaryRequest({
      records: wanted.map((line) => parseRawLine(lines[line - 1] ?? "")),
      model: "claude-sonnet-4-5",
      version,
      maxOutputTokens: Number(result.config.maxOutputTokens.value),
      window: result.window.tokens,
      includeSidechains: true,
    });
  const built = build();
  const bytes = Buffer.byteLength(JSON.stringify(built.request));
  const rawBytes = wanted.reduce((n, line) => n + Buffer.byteLength(lines[line - 1] ?? ""), 0);
  console.log(
    `${label.padEnd(20)} ${String(wanted.length).padStart(5)} records (${(rawBytes / 1e6).toFixed(2)} MB raw) -> ${String(built.messageCount).padStart(4)} messages, ` +
      `${(bytes / 1e6).toFixed(2)} MB request, ~${built.estimatedInputTokens} tokens, ${built.images} [image], PTL ${built.ptl.outcome} (${built.ptlRetries} retries); ` +
      `build ${medianTime(build, RUNS).toFixed(1)} ms`,
  );
}

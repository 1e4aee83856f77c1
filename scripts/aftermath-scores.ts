// Prints how much of each recorded compaction's aftermath reference set the recorded summary,
// the offline summarizer and the baselines carried, with each one's tokens, for the shared
// real fixtures by default or the files named. `npx tsx scripts/aftermath-scores.ts [file.jsonl ...]`.
import path from "node:path";
import { REFERENCE_KINDS } from "@/lib/compaction/aftermath/reference-types";
import { baselineModelId, type Baseline } from "@/lib/contracts/summary-baseline";
import { createBaselineSummarizer } from "@/lib/llm/baselines/baseline-summarizer";
import { estimateTextTokens } from "@/lib/llm/estimate-text-tokens";
import { createOfflineSummarizer } from "@/lib/llm/offline";
import type { Summarizer } from "@/lib/llm/summarizer";
import {
  scoredPointsOfFile,
  type ScoredPoint,
} from "@/lib/services/summaries/testing/scored-points-of-file";
import { scoreAgainstReference } from "@/lib/summaries/aftermath/score-against-reference";
import { REAL_FIXTURES_DIR, namedFilesOrFixtures } from "@/lib/transcript/testing/real-fixtures";

const files = namedFilesOrFixtures(process.argv.slice(2));
if (files.length === 0) {
  console.error(`No files named and no fixtures at ${REAL_FIXTURES_DIR}.`);
  process.exit(1);
}

const BASELINES: [string, Baseline][] = [
  ["masked outputs", { kind: "mask-tool-outputs" }],
  ["last 5 user msgs", { kind: "last-user-messages", n: 5 }],
  ["policy, no summary", { kind: "policy-no-summary" }],
];

async function written(summarizer: Summarizer, point: ScoredPoint, model?: string) {
  if (point.request === null) return null;
  const request = model === undefined ? point.request : { ...point.request, model };
  const outcome = await summarizer.summarize({ request, restoredFiles: point.restoredFiles });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  return outcome.value.text;
}

const cell = (point: ScoredPoint, text: string | null) => {
  if (text === null) return "n/a";
  const { carried, total } = scoreAgainstReference(text, point.reference);
  return `${carried}/${total} (${estimateTextTokens(text).toLocaleString("en")} t)`;
};

const header = [
  "file",
  "call",
  ...REFERENCE_KINDS,
  "recorded",
  "offline",
  ...BASELINES.map(([label]) => label),
];
console.log(`| ${header.join(" | ")} |`);
console.log(`|${header.map(() => "---").join("|")}|`);
const totals = new Map<string, [number, number]>();
const add = (label: string, point: ScoredPoint, text: string | null) => {
  if (text === null || point.reference.length === 0) return;
  const { carried, total } = scoreAgainstReference(text, point.reference);
  const [c, t] = totals.get(label) ?? [0, 0];
  totals.set(label, [c + carried, t + total]);
};
for (const file of files) {
  const name = path.basename(file, ".jsonl");
  const points = await scoredPointsOfFile(file);
  if (points.length === 0) {
    console.log(
      `| ${name} | no recorded main-thread compaction |${" |".repeat(header.length - 2)}`,
    );
    continue;
  }
  for (const point of points) {
    const offline = await written(createOfflineSummarizer(), point);
    const baselines = await Promise.all(
      BASELINES.map(([, b]) => written(createBaselineSummarizer(), point, baselineModelId(b))),
    );
    const kinds = REFERENCE_KINDS.map((k) => point.reference.filter((f) => f.kind === k).length);
    const texts: [string, string | null][] = [
      ["recorded", point.recorded],
      ["offline", offline],
      ...BASELINES.map(([label], i): [string, string | null] => [label, baselines[i] ?? null]),
    ];
    // Totals over the points every variant wrote for, so each is scored on the same facts.
    if (texts.every(([, text]) => text !== null))
      for (const [label, text] of texts) add(label, point, text);
    console.log(
      `| ${[name, point.atCall, ...kinds, ...texts.map(([, text]) => cell(point, text))].join(" | ")} |`,
    );
  }
}
console.log("");
console.log("Carried over the points every variant wrote for (a range in this file):");
for (const [label, [carried, total]] of totals)
  console.log(
    `- ${label}: ${carried} of ${total} (${total === 0 ? "-" : Math.round((carried / total) * 100)}%)`,
  );

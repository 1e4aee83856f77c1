// Prints how much of each recorded compaction's aftermath reference set the recorded summary,
// the offline summarizer and the baselines carried, with each one's tokens, for the shared
// real fixtures by default or the files named. `npx tsx scripts/aftermath-scores.ts [file.jsonl ...]`.
import path from "node:path";
import { REFERENCE_KINDS } from "@/lib/compaction/aftermath/reference-types";
import { estimateTextTokens } from "@/lib/llm/estimate-text-tokens";
import {
  SCORED_BASELINES,
  scoreVariantsAt,
  type ScoredVariant,
} from "@/lib/services/summaries/testing/score-variants-at-point";
import { scoredPointsOfFile } from "@/lib/services/summaries/testing/scored-points-of-file";
import { REAL_FIXTURES_DIR, namedFilesOrFixtures } from "@/lib/transcript/testing/real-fixtures";

const files = namedFilesOrFixtures(process.argv.slice(2));
if (files.length === 0) {
  console.error(`No files named and no fixtures at ${REAL_FIXTURES_DIR}.`);
  process.exit(1);
}

const cell = ({ text, score }: ScoredVariant) =>
  text === null || score === null
    ? "n/a"
    : `${score.carried}/${score.total} (${estimateTextTokens(text).toLocaleString("en")} t)`;

const header = [
  "file",
  "call",
  ...REFERENCE_KINDS,
  "recorded",
  "offline",
  ...SCORED_BASELINES.map(([label]) => label),
];
console.log(`| ${header.join(" | ")} |`);
console.log(`|${header.map(() => "---").join("|")}|`);
const totals = new Map<string, [number, number]>();
const add = ({ label, score }: ScoredVariant) => {
  if (score === null || score.total === 0) return;
  const [c, t] = totals.get(label) ?? [0, 0];
  totals.set(label, [c + score.carried, t + score.total]);
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
    const variants = await scoreVariantsAt(point);
    const kinds = REFERENCE_KINDS.map((k) => point.reference.filter((f) => f.kind === k).length);
    // Totals over the points every variant wrote for, so each is scored on the same facts.
    if (variants.every((v) => v.text !== null)) variants.forEach(add);
    console.log(`| ${[name, point.atCall, ...kinds, ...variants.map(cell)].join(" | ")} |`);
  }
}
console.log("");
console.log("Carried over the points every variant wrote for (a range in this file):");
for (const [label, [carried, total]] of totals)
  console.log(
    `- ${label}: ${carried} of ${total} (${total === 0 ? "-" : Math.round((carried / total) * 100)}%)`,
  );

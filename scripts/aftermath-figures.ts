// Prints the aftermath of every recorded main-thread compaction of transcript files: the
// shared real fixtures by default, or the files named. `npx tsx scripts/aftermath-figures.ts
// [file.jsonl ...]`.
import path from "node:path";
import { aftermathOfFile } from "@/lib/services/aftermath/testing/aftermath-of-file";
import { REAL_FIXTURES_DIR, namedFilesOrFixtures } from "@/lib/transcript/testing/real-fixtures";

const files = namedFilesOrFixtures(process.argv.slice(2));
if (files.length === 0) {
  console.error(`No files named and no fixtures at ${REAL_FIXTURES_DIR}.`);
  process.exit(1);
}

const header = [
  "file",
  "call",
  "trigger",
  "calls after",
  "files re-read (restored)",
  "re-read tokens",
  "errors again",
  "commands again",
  "requests again",
  "calls to resume",
  "tokens to resume",
  "tokens re-spent",
  "USD",
];
console.log(`| ${header.join(" | ")} |`);
console.log(`|${header.map(() => "---").join("|")}|`);
for (const file of files) {
  const { model, aftermath } = await aftermathOfFile(file);
  const name = path.basename(file, ".jsonl");
  if (aftermath.length === 0) {
    console.log(
      `| ${name} | no recorded main-thread compaction |${" |".repeat(header.length - 2)}`,
    );
    continue;
  }
  for (const a of aftermath) {
    const trigger = model.compactions.find((c) => c.uuid === a.uuid)?.trigger ?? "?";
    const restored = a.filesReread.filter((f) => f.restored).length;
    const cells = [
      name,
      a.atCall,
      trigger,
      a.callsAfter,
      `${a.filesReread.length} (${restored})`,
      a.filesReread.reduce((sum, f) => sum + f.tokens, 0),
      a.errorsRepeated.length,
      a.commandsRerun.length,
      a.questionsRepeated.length,
      a.callsToResume ?? "never",
      a.tokensToResume ?? "-",
      a.tokensRespent,
      a.costUsd === null ? "unpriced" : a.costUsd.toFixed(3),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}

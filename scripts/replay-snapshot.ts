// `npx tsx scripts/replay-snapshot.ts <out-dir>`: writes the replay JSON of every real fixture
// (../shared/fixtures/real) and every demo session under the `auto` profile, one file each, so
// an engine refactor can be checked byte for byte (`diff -r before after`). Also under every
// feature-gated mechanism switched on and under cc-1.0-literal (`<name>.<variant>.json`), so
// the mechanisms that are off by default are checked too.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ParsedReplayRequest } from "../lib/compaction/config/replay-request-schema";
import { replaySession } from "../lib/compaction/replay/replay-session";
import { generateDemoSessions } from "../lib/generator/demo-sessions";
import { generateTranscriptLines } from "../lib/generator/generate-transcript";
import { createModelBuilder } from "../lib/transcript/build-model";
import type { TranscriptModel } from "../lib/transcript/model";
import { loadModelFromFile } from "../lib/transcript/testing/load-model-from-file";
import { hasRealFixtures, REAL_FIXTURES_DIR } from "../lib/transcript/testing/real-fixtures";

const out = process.argv[2];
if (!out) throw new Error("usage: tsx scripts/replay-snapshot.ts <out-dir>");
mkdirSync(out, { recursive: true });

const VARIANTS: Record<string, ParsedReplayRequest> = {
  auto: {},
  "all-on": {
    overrides: {
      timeBasedMicrocompact: true,
      cachedMicrocompact: true,
      apiContextManagement: true,
      sessionMemoryCompact: true,
      legacyMicrocompactGate: "always",
    },
  },
  literal: { profile: "cc-1.0-literal" },
};

const write = (name: string, model: TranscriptModel) => {
  for (const [variant, request] of Object.entries(VARIANTS)) {
    const file = variant === "auto" ? `${name}.json` : `${name}.${variant}.json`;
    writeFileSync(path.join(out, file), JSON.stringify(replaySession(model, request), null, 1));
  }
};

if (hasRealFixtures) {
  for (const file of readdirSync(REAL_FIXTURES_DIR).filter((f) => f.endsWith(".jsonl"))) {
    const model = await loadModelFromFile(path.join(REAL_FIXTURES_DIR, file));
    write(file, model);
  }
}
const encoder = new TextEncoder();
for (const demo of generateDemoSessions()) {
  const builder = createModelBuilder();
  for (const line of generateTranscriptLines(demo.options))
    builder.push(encoder.encode(`${line}\n`));
  write(demo.name, builder.end());
}
console.log(`wrote ${readdirSync(out).length} replays to ${out}`);

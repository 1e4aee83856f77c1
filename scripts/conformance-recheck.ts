// `npx tsx scripts/conformance-recheck.ts [--write]`: every row of the committed versions matrix
// whose threshold was measured, its client threshold beside today's engine threshold for that
// version, setting and probe shape (a lone round, or after a warm-up round), with no client
// run. The engine reads a one-call transcript of the lab's words, which cannot say what name a
// version wrote for a `[1m]` model: a row whose window it resolves otherwise than on the
// client's transcript is named, not judged. `--write` stores the threshold disagreements found
// in the rows (replacing the earlier ones). Exits 1 on any.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { engineThresholdFor } from "../lib/conformance/engine-threshold";
import { versionsMatrixSchema } from "../lib/conformance/matrix-schema";
import {
  recheckThresholds,
  withThresholdDisagreements,
} from "../lib/conformance/recheck-thresholds";

const MATRIX_FILE = path.join(
  import.meta.dirname,
  "..",
  "lib",
  "conformance",
  "versions-matrix.json",
);

const isWrite = process.argv.includes("--write");
const matrix = versionsMatrixSchema.parse(JSON.parse(readFileSync(MATRIX_FILE, "utf8")));
const rechecked = recheckThresholds(matrix.rows, engineThresholdFor);
for (const { row, disagreements, engine } of rechecked) {
  if (disagreements === null)
    console.log(
      `${row.version} ${row.setting}: window ${engine.window} today, ${row.engine?.window} on the client's transcript: not judged (re-measure)`,
    );
  for (const d of disagreements ?? [])
    console.log(`${row.version} ${row.setting} ${row.flags} (${engine.profile}): ${d.message}`);
}
const judged = rechecked.filter((r) => r.disagreements !== null);
const disagreeing = judged.filter((r) => (r.disagreements?.length ?? 0) > 0);
console.log(
  `${judged.length} rows with a measured threshold judged, ${disagreeing.length} disagree with today's engine threshold.`,
);
if (isWrite) {
  const found = new Map(rechecked.map((r) => [r.row, r.disagreements ?? []]));
  const rows = matrix.rows.map((row) => withThresholdDisagreements(row, found.get(row) ?? []));
  writeFileSync(MATRIX_FILE, `${JSON.stringify({ ...matrix, rows }, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), MATRIX_FILE)}.`);
}
process.exit(disagreeing.length > 0 ? 1 : 0);

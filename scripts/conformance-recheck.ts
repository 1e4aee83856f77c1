// `npx tsx scripts/conformance-recheck.ts [--write]`: every row of the committed versions matrix
// whose threshold was measured, its client threshold beside today's engine threshold for that
// version, setting and probe shape (a lone round, or after a warm-up round), with no client
// run. The engine reads a one-call transcript of the lab's words, which cannot say what name a
// version wrote for a `[1m]` model: a row whose window it resolves otherwise than on the
// client's transcript is named, not judged. `--write` stores the threshold disagreements found
// in the rows (replacing the earlier ones). Exits 1 on any in a row measured in print mode with
// traffic off; those under remote flags or in the interactive client are printed as findings.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { engineThresholdFor } from "../lib/conformance/engine-threshold";
import { versionsMatrixSchema } from "../lib/conformance/matrix-schema";
import {
  isMeasuredUnderDefaults,
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
  const under = isMeasuredUnderDefaults(row) ? "" : "UNDER FLAGS OR MODE: ";
  for (const d of disagreements ?? [])
    console.log(
      `${under}${row.version} ${row.setting} ${row.flags}${row.mode ? ` ${row.mode}` : ""} (${engine.profile}): ${d.message}`,
    );
}
const judged = rechecked.filter((r) => r.disagreements !== null);
const disagreeing = judged.filter((r) => (r.disagreements?.length ?? 0) > 0);
const failing = disagreeing.filter((r) => isMeasuredUnderDefaults(r.row));
console.log(
  `${judged.length} rows with a measured threshold judged, ${failing.length} measured under the defaults disagree with today's engine threshold; ${disagreeing.length - failing.length} under remote flags or in the interactive client differ (findings).`,
);
if (isWrite) {
  const found = new Map(rechecked.map((r) => [r.row, r.disagreements ?? []]));
  const rows = matrix.rows.map((row) => withThresholdDisagreements(row, found.get(row) ?? []));
  writeFileSync(MATRIX_FILE, `${JSON.stringify({ ...matrix, rows }, null, 2)}\n`);
  console.log(`Wrote ${path.relative(process.cwd(), MATRIX_FILE)}.`);
}
process.exit(failing.length > 0 ? 1 : 0);

// `npx tsx scripts/conformance-compare.ts <dir> [--write]`: the request builder's comparison
// (scenario 4) re-run on the sessions a conformance run kept (CONFORMANCE_CAPTURE_DIR), without
// driving Claude Code again: prints each session's differences, deliberate ones counted. With
// --write, a matrix row whose session is in <dir> (`<version>-<setting>.json`) gets its
// `summary` facts and `engine.requestDifferences` recomputed (after a change to the request profiles). Exit 1 when a
// difference is not deliberate.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { capturedSessionSchema } from "../lib/conformance/capture-session";
import { compareWithEngine, type RequestDifference } from "../lib/conformance/compare-request";
import { versionsMatrixSchema } from "../lib/conformance/matrix-schema";
import { summaryRequestFacts } from "../lib/conformance/summary-facts";

const MATRIX_FILE = path.join(
  import.meta.dirname,
  "..",
  "lib",
  "conformance",
  "versions-matrix.json",
);
const dir = process.argv[2] ?? "";
const isWrite = process.argv.includes("--write");
const compared = new Map<string, { diffs: RequestDifference[]; request: unknown }>();
let findings = 0;
for (const name of readdirSync(dir)
  .filter((n) => n.endsWith(".json"))
  .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))) {
  const session = capturedSessionSchema.parse(
    JSON.parse(readFileSync(path.join(dir, name), "utf8")),
  );
  const diffs = compareWithEngine(session.transcript, session.request, session.env);
  compared.set(name.replace(/\.json$/, ""), { diffs, request: session.request });
  const open = diffs.filter((d) => d.deliberate === undefined);
  findings += open.length;
  console.log(`${name}: ${open.length} open, ${diffs.length - open.length} deliberate`);
  for (const d of open) console.log(`  ${d.field}: client ${d.client} | engine ${d.engine}`);
}
if (isWrite) {
  const matrix = versionsMatrixSchema.parse(JSON.parse(readFileSync(MATRIX_FILE, "utf8")));
  let updated = 0;
  for (const row of matrix.rows) {
    const session = compared.get(`${row.version}-${row.setting}`);
    if (session === undefined || row.engine === null) continue;
    row.engine.requestDifferences = session.diffs;
    row.summary = summaryRequestFacts(session.request);
    updated += 1;
  }
  writeFileSync(MATRIX_FILE, `${JSON.stringify(matrix, null, 2)}\n`);
  console.log(
    `Updated the request differences of ${updated} rows in ${path.relative(process.cwd(), MATRIX_FILE)}.`,
  );
}
process.exit(findings > 0 ? 1 : 0);

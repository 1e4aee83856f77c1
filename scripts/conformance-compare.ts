// `npx tsx scripts/conformance-compare.ts <dir>`: the request builder's comparison (scenario 4)
// re-run on the sessions a conformance run kept (CONFORMANCE_CAPTURE_DIR), without driving
// Claude Code again: prints each session's differences, deliberate ones marked. Exit 1 when a
// difference is not deliberate.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { capturedSessionSchema } from "../lib/conformance/capture-session";
import { compareWithEngine } from "../lib/conformance/compare-request";

const dir = process.argv[2] ?? "";
let findings = 0;
for (const name of readdirSync(dir)
  .filter((n) => n.endsWith(".json"))
  .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))) {
  const session = capturedSessionSchema.parse(
    JSON.parse(readFileSync(path.join(dir, name), "utf8")),
  );
  const diffs = compareWithEngine(session.transcript, session.request, session.env);
  const open = diffs.filter((d) => d.deliberate === undefined);
  findings += open.length;
  console.log(`${name}: ${open.length} open, ${diffs.length - open.length} deliberate`);
  for (const d of open) console.log(`  ${d.field}: client ${d.client} | engine ${d.engine}`);
}
process.exit(findings > 0 ? 1 : 0);

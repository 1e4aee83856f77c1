// `npm run conformance -- --harness opencode --versions 1.18.33,latest
// [--models claude-sonnet-4-5,gpt-5] [--quick] [--write]`:
// installs each OpenCode version on demand (cache outside git), drives `opencode run` against
// a fake OpenAI-compatible provider whose custom model has the limits models.dev gives it
// (lib/conformance/opencode/lab-models.ts), finds each model's compaction threshold to the
// token (a bisection; --quick: the engine's threshold and a token below it, one model), checks
// the engine on the exported sessions, prints the rows and (a full run, or --quick with
// --write) merges them into lib/conformance/versions-matrix.json under the harness "opencode".
// Exits 1 when a measurement failed or the engine disagrees, 2 on bad input or a refused
// registry.
import { z } from "zod";
import { readLabFlags } from "../lib/conformance/lab-flags";
import { installOpenCode, OPENCODE_PACKAGE } from "../lib/conformance/opencode/install-opencode";
import { measureOpenCode } from "../lib/conformance/opencode/measure-opencode";
import { DEFAULT_LAB_MODEL, LAB_MODELS } from "../lib/conformance/opencode/lab-models";
import { formatMatrixTable } from "../lib/conformance/format-matrix";
import { mergeIntoMatrixFile } from "../lib/conformance/matrix-file";
import { readPublished } from "../lib/conformance/install-version";
import { resolveVersions } from "../lib/conformance/version-spec";
import type { MatrixRow } from "../lib/conformance/matrix-schema";

/** --quick: the version the lab first measured, its default model, two probes. */
const QUICK_VERSION = "1.18.33";

const argsSchema = z.object({
  versions: z.string().optional(),
  models: z.string().default(DEFAULT_LAB_MODEL),
  quick: z.boolean().default(false),
  write: z.boolean().default(false),
});

export function parseOpenCodeArgs(argv: string[]) {
  const raw = readLabFlags(
    argv,
    ["versions", "models"],
    `for --harness opencode: use --versions a,b|latest|x..y, --models ${Object.keys(LAB_MODELS).join(",")}, --quick, --write.`,
  );
  return argsSchema.parse(raw);
}

function describe(row: MatrixRow): string {
  const o = row.opencode;
  return [
    `  ${row.model}: threshold ${row.threshold ?? "none"} (engine ${row.engine?.threshold ?? "?"} of ${row.engine?.window ?? "?"}), ${row.probes} probes, ${row.seconds} s`,
    o
      ? `  compaction: ${o.compactionRequests} request(s), "${o.promptFirstLine ?? "?"}"; in the export ${o.compactionInExport}`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export async function runOpenCodeConformance(argv: string[]): Promise<number> {
  const args = parseOpenCodeArgs(argv);
  const models = args.models.split(",").filter(Boolean);
  const unknown = models.filter((model) => !(model in LAB_MODELS));
  if (unknown.length > 0)
    return (
      console.error(
        `No lab limits for ${unknown.join(", ")}: known ${Object.keys(LAB_MODELS).join(", ")}.`,
      ),
      2
    );
  const published = await readPublished(OPENCODE_PACKAGE);
  if (!published.ok) return (console.error(published.reason), 2);
  const spec = args.versions ?? (args.quick ? QUICK_VERSION : "");
  if (!spec)
    return (
      console.error("Say which OpenCode versions: --versions 1.18.33,latest (or --quick)."),
      2
    );
  const versions = resolveVersions(spec, published.value, "OpenCode");
  if (!versions.ok) return (console.error(versions.reason), 2);
  console.log(`OpenCode versions: ${versions.versions.join(", ")}; models: ${models.join(", ")}`);
  const rows: MatrixRow[] = [];
  const started = Date.now();
  let installFailed = false;
  for (const version of versions.versions) {
    const installed = await installOpenCode(version);
    if (!installed.ok) {
      console.error(`${version}: ${installed.reason}`);
      installFailed = true;
      continue;
    }
    const versionRows: MatrixRow[] = [];
    for (const model of models) {
      const limits = LAB_MODELS[model];
      if (!limits) continue;
      const row = await measureOpenCode(installed.value, model, limits, {
        quick: args.quick,
        log: (l) => (process.env.CONFORMANCE_VERBOSE ? console.log(l) : undefined),
      });
      versionRows.push(row);
      console.log(describe(row));
      for (const failure of row.failures) console.log(`  FAILED: ${failure}`);
      for (const d of row.engine?.disagreements ?? [])
        console.log(`  ENGINE DISAGREES (${d.kind}): ${d.message}`);
    }
    rows.push(...versionRows);
    if (!args.quick || args.write) console.log(`  wrote ${mergeIntoMatrixFile(versionRows)}`);
  }
  console.log(`\n${formatMatrixTable({ rows })}\n`);
  const failed = rows.filter((r) => r.failures.length > 0).length;
  const disagreeing = rows.filter((r) => (r.engine?.disagreements.length ?? 0) > 0).length;
  console.log(
    `${rows.length} OpenCode runs in ${Math.round((Date.now() - started) / 1000)} s: ${failed} failed, ${disagreeing} disagree with the engine.`,
  );
  return failed > 0 || disagreeing > 0 || installFailed ? 1 : 0;
}

// `npm run conformance -- --harness opencode --versions 1.18.33,latest
// [--models claude-sonnet-4-5,gpt-5] [--quick] [--write]`, or with `--prune [--models
// prune-serve,default-serve,prune-run,default-run]` the prune lab (measure-prune.ts: which old
// tool outputs the client clears, to the token, under each setting and driver):
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
import { measurePrune, PRUNE_SETTINGS } from "../lib/conformance/opencode/measure-prune";
import { DEFAULT_LAB_MODEL, LAB_MODELS } from "../lib/conformance/opencode/lab-models";
import type { MatrixRow } from "../lib/conformance/matrix-schema";
import { runHarnessLab, verboseLog, versionsFromSpec } from "../lib/conformance/run-harness-lab";

/** --quick: the version the lab first measured, its default model, two probes. */
const QUICK_VERSION = "1.18.33";

const argsSchema = z.object({
  versions: z.string().optional(),
  models: z.string().optional(),
  quick: z.boolean().default(false),
  prune: z.boolean().default(false),
  write: z.boolean().default(false),
});

export function parseOpenCodeArgs(argv: string[]) {
  // --prune is this lab's own switch; the shared reader knows --quick and --write.
  const raw = readLabFlags(
    argv.filter((arg) => arg !== "--prune"),
    ["versions", "models"],
    `for --harness opencode: use --versions a,b|latest|x..y, --models ${Object.keys(LAB_MODELS).join(",")}, --quick, --write, or --prune with --models ${Object.keys(PRUNE_SETTINGS).join(",")}.`,
  );
  return argsSchema.parse({ ...raw, prune: argv.includes("--prune") });
}

function describe(row: MatrixRow): string {
  const o = row.opencode;
  if (o?.prune)
    return o.prune.cases
      .map(
        (c) =>
          `  ${row.setting} [${c.outputTokens.join(", ")}]: ${c.cleared.length > 0 ? `cleared ${c.cleared.join(", ")} (${c.clearedTokens}) after prompt ${c.prunedAfterPrompt}` : "nothing cleared"}; engine ${c.engineCleared?.join(", ") || "nothing"}`,
      )
      .join("\n");
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
  const known = args.prune ? PRUNE_SETTINGS : LAB_MODELS;
  const fallback = args.prune ? Object.keys(PRUNE_SETTINGS).join(",") : DEFAULT_LAB_MODEL;
  const models = (args.models ?? fallback).split(",").filter(Boolean);
  const unknown = models.filter((model) => !(model in known));
  if (unknown.length > 0)
    return (
      console.error(
        `No lab ${args.prune ? "prune setting" : "limits"} for ${unknown.join(", ")}: known ${Object.keys(known).join(", ")}.`,
      ),
      2
    );
  const spec = args.versions ?? (args.quick ? QUICK_VERSION : "");
  return runHarnessLab({
    name: "OpenCode",
    packageName: OPENCODE_PACKAGE,
    resolveVersions: versionsFromSpec(spec, "OpenCode", "1.18.33"),
    models,
    install: installOpenCode,
    measure: (installed, model) =>
      args.prune
        ? measurePrune(installed, model, verboseLog)
        : measureOpenCode(installed, model, LAB_MODELS[model]!, {
            quick: args.quick,
            log: verboseLog,
          }),
    describe,
    writes: !args.quick || args.write,
  });
}

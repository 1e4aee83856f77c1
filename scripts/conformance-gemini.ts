// `npm run conformance -- --harness gemini-cli --versions 0.61.0,latest
// [--models gemini-3.1-pro-preview,gemma-4-31b-it] [--quick] [--write]`:
// installs each Gemini CLI version on demand (cache outside git), drives `gemini -p` twice (a
// prompt, then `--resume` with a tool call) against the fake Gemini API, finds each model's
// compression threshold to the token (a bisection; --quick: the engine's threshold and a token
// below it, one model), checks the engine on the session files, prints the rows and (a full
// run, or --quick with --write) merges them into lib/conformance/versions-matrix.json under the
// harness "gemini-cli". Exits 1 when a measurement failed or the engine disagrees, 2 on bad
// input or a refused registry.
import { z } from "zod";
import { readLabFlags } from "../lib/conformance/lab-flags";
import { GEMINI_PACKAGE, installGemini } from "../lib/conformance/gemini/install-gemini";
import { measureGemini } from "../lib/conformance/gemini/measure-gemini";
import type { MatrixRow } from "../lib/conformance/matrix-schema";
import { runHarnessLab, verboseLog, versionsFromSpec } from "../lib/conformance/run-harness-lab";

/** --quick: the version the lab first measured, its default model, two probes (about 15 s). */
const QUICK_VERSION = "0.61.0";
const DEFAULT_MODEL = "gemini-3.1-pro-preview";

const argsSchema = z.object({
  versions: z.string().optional(),
  models: z.string().default(DEFAULT_MODEL),
  quick: z.boolean().default(false),
  write: z.boolean().default(false),
});

export function parseGeminiArgs(argv: string[]) {
  const raw = readLabFlags(
    argv,
    ["versions", "models"],
    `for --harness gemini-cli: use --versions a,b|latest|x..y, --models gemini-3.1-pro-preview,gemma-4-31b-it, --quick, --write.`,
  );
  return argsSchema.parse(raw);
}

function describe(row: MatrixRow): string {
  const g = row.gemini;
  return [
    `  ${row.model}: threshold ${row.threshold ?? "none"} (engine ${row.engine?.threshold ?? "?"} of ${row.engine?.window ?? "?"}), ${row.probes} probes, ${row.seconds} s`,
    g
      ? `  compression: ${g.compressionRequests} requests to ${g.compressionModel ?? "?"}, "${g.promptFirstLine ?? "?"}"; recorded in the file ${g.snapshotInFile}`
      : "",
    ...(row.engine?.requestDifferences ?? []).map(
      (d) =>
        `  request ${d.field}: client ${d.client}, engine ${d.engine}${d.deliberate ? ` (on purpose: ${d.deliberate})` : ""}`,
    ),
    row.engine && row.engine.requestDifferences.length === 0
      ? "  compression request: the engine's matches the client's (roles, texts' first lines)"
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export async function runGeminiConformance(argv: string[]): Promise<number> {
  const args = parseGeminiArgs(argv);
  const spec = args.versions ?? (args.quick ? QUICK_VERSION : "");
  return runHarnessLab({
    name: "Gemini CLI",
    packageName: GEMINI_PACKAGE,
    resolveVersions: versionsFromSpec(spec, "Gemini CLI", "0.61.0"),
    models: args.models.split(",").filter(Boolean),
    install: installGemini,
    measure: (installed, model) =>
      measureGemini(installed, model, { quick: args.quick, log: verboseLog }),
    describe,
    writes: !args.quick || args.write,
  });
}

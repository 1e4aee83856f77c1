// `npm run conformance -- --harness codex --versions 0.45.0,0.169.0,latest [--models default,gpt-5-codex]
// [--config "model_auto_compact_token_limit = 100000"] [--quick] [--write]`:
// installs each Codex CLI version on demand (cache outside git), drives `codex exec` against
// the fake Responses API, finds each model's auto-compaction threshold to the token, checks
// the engine on the rollouts, prints the rows and (a full run, or --quick with --write) merges
// them into lib/conformance/versions-matrix.json under the harness "codex" after each version.
// Exits 1 when a measurement failed or the engine disagrees, 2 on bad input or a refused registry.
import { z } from "zod";
import { readLabFlags } from "../lib/conformance/lab-flags";
import { CODEX_PACKAGE, installCodex } from "../lib/conformance/codex/install-codex";
import { measureCodex } from "../lib/conformance/codex/measure-codex";
import { formatMatrixTable } from "../lib/conformance/format-matrix";
import { mergeIntoMatrixFile } from "../lib/conformance/matrix-file";
import { readPublished } from "../lib/conformance/install-version";
import type { MatrixRow } from "../lib/conformance/matrix-schema";
import { resolveCodexVersions } from "../lib/conformance/codex/codex-versions";

/** --quick: one version known to run here, its default model: one threshold, about 30 s warm. */
const QUICK_VERSION = "0.169.0";
const DEFAULT_MODEL = "default";

const argsSchema = z.object({
  versions: z.string().optional(),
  models: z.string().default(DEFAULT_MODEL),
  /** config.toml lines for every run, `;`-separated: `model_auto_compact_token_limit = 100000`. */
  config: z.string().default(""),
  quick: z.boolean().default(false),
  write: z.boolean().default(false),
});

export function parseCodexArgs(argv: string[]) {
  const raw = readLabFlags(
    argv,
    ["versions", "models", "config"],
    `for --harness codex: use --versions a,b|latest|x..y, --models default,gpt-5-codex, --config "key = value; ...", --quick, --write.`,
  );
  return argsSchema.parse(raw);
}

function describe(row: MatrixRow): string {
  const c = row.codex;
  return [
    `  ${row.model}: threshold ${row.threshold ?? "none"} (window ${c?.window ?? "?"}, checked ${c?.checkedAt ?? "?"}, output counts ${c?.countsOutput ?? "?"}), ${row.probes} probes, ${row.seconds} s`,
    c?.request
      ? `  compaction request ${c.request.endpoint} items ${c.request.items}, tools ${c.request.tools}, prompt ${c.request.promptChars} chars: "${c.request.promptFirstLine}"; rebuilt ${c.rebuiltItems ?? "?"}`
      : "",
    c?.rollout
      ? `  compacted keys ${c.rollout.compactedKeys.join(",")}; summary readable ${c.rollout.summaryReadable}, as assistant item ${c.rollout.summaryAsAssistantItem}, zero usage after ${c.rollout.zeroUsageAfter}`
      : "",
    c?.engineNotChecked ? `  ENGINE NOT CHECKED: ${c.engineNotChecked}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export async function runCodexConformance(argv: string[]): Promise<number> {
  const args = parseCodexArgs(argv);
  const published = await readPublished(CODEX_PACKAGE);
  if (!published.ok) return (console.error(published.reason), 2);
  const versions = resolveCodexVersions(
    args.versions ?? (args.quick ? QUICK_VERSION : ""),
    published.value,
  );
  if (!versions.ok) return (console.error(versions.reason), 2);
  const models = args.models.split(",").filter(Boolean);
  console.log(`Codex CLI versions: ${versions.versions.join(", ")}; models: ${models.join(", ")}`);
  const rows: MatrixRow[] = [];
  const started = Date.now();
  let installFailed = false;
  for (const version of versions.versions) {
    const installStarted = Date.now();
    const installed = await installCodex(version);
    if (!installed.ok) {
      console.error(`${version}: ${installed.reason}`);
      installFailed = true;
      continue;
    }
    console.log(
      `${version}: installed or cached in ${Math.round((Date.now() - installStarted) / 1000)} s`,
    );
    const versionRows: MatrixRow[] = [];
    for (const model of models) {
      const row = await measureCodex(installed.value, model === DEFAULT_MODEL ? undefined : model, {
        log: (l) => (process.env.CONFORMANCE_VERBOSE ? console.log(l) : undefined),
        captureDir: process.env.CONFORMANCE_CAPTURE_DIR || undefined,
        configLines: args.config
          .split(";")
          .map((l) => l.trim())
          .filter(Boolean),
      });
      versionRows.push(row);
      console.log(describe(row));
      for (const failure of row.failures) console.log(`  FAILED: ${failure}`);
      for (const d of row.engine?.disagreements ?? [])
        console.log(`  ENGINE DISAGREES (${d.kind}): ${d.message}`);
    }
    rows.push(...versionRows);
    if (!args.quick || args.write) {
      console.log(`  wrote ${mergeIntoMatrixFile(versionRows)}`);
    }
  }
  console.log(`\n${formatMatrixTable({ rows })}\n`);
  const failed = rows.filter((r) => r.failures.length > 0).length;
  const disagreeing = rows.filter((r) => (r.engine?.disagreements.length ?? 0) > 0).length;
  const unchecked = rows.filter((r) => r.codex?.engineNotChecked).length;
  console.log(
    `${rows.length} Codex runs in ${Math.round((Date.now() - started) / 1000)} s: ${failed} failed, ${disagreeing} disagree with the engine, ${unchecked} not checked against the engine.`,
  );
  return failed > 0 || disagreeing > 0 || installFailed ? 1 : 0;
}

// `npm run conformance -- --harness codex --versions 0.45.0,0.169.0,latest [--models default,gpt-5-codex]
// [--config "model_auto_compact_token_limit = 100000"] [--provider openai] [--interactive] [--quick] [--write]`:
// installs each Codex CLI version on demand (cache outside git), drives `codex exec` (with
// --interactive the TUI in a tmux pane, one process for the session) against
// the fake Responses API (through a provider of the lab's own, or with --provider openai the
// client's built-in OpenAI provider, under which releases compact remotely), finds each model's auto-compaction threshold to the token, checks
// the engine on the rollouts, prints the rows and (a full run, or --quick with --write) merges
// them into lib/conformance/versions-matrix.json under the harness "codex" after each version.
// Exits 1 when a measurement failed or the engine disagrees, 2 on bad input or a refused registry.
import { z } from "zod";
import { readLabFlags } from "../lib/conformance/lab-flags";
import { codexProviderSchema } from "../lib/conformance/codex/codex-provider";
import { CODEX_PACKAGE, installCodex } from "../lib/conformance/codex/install-codex";
import { measureCodex } from "../lib/conformance/codex/measure-codex";
import type { MatrixRow } from "../lib/conformance/matrix-schema";
import { runHarnessLab, verboseLog } from "../lib/conformance/run-harness-lab";
import { resolveCodexVersions } from "../lib/conformance/codex/codex-versions";

/** --quick: one version known to run here, its default model: one threshold, about 30 s warm. */
const QUICK_VERSION = "0.169.0";
const DEFAULT_MODEL = "default";

const argsSchema = z.object({
  versions: z.string().optional(),
  models: z.string().default(DEFAULT_MODEL),
  /** config.toml lines for every run, `;`-separated: `model_auto_compact_token_limit = 100000`. */
  config: z.string().default(""),
  provider: codexProviderSchema.default("custom"),
  /** The TUI in a tmux pane: one process keeps what it learnt between turns. */
  interactive: z.boolean().default(false),
  /** Claude Code's scenario 5 switch, accepted so one command line fits both labs: no-op here. */
  "skip-windows": z.boolean().default(false),
  quick: z.boolean().default(false),
  write: z.boolean().default(false),
});

export function parseCodexArgs(argv: string[]) {
  const raw = readLabFlags(
    argv,
    ["versions", "models", "config", "provider"],
    `for --harness codex: use --versions a,b|latest|x..y, --models default,gpt-5-codex, --config "key = value; ...", --provider custom|openai|openai-chatgpt, --interactive, --skip-windows (no-op), --quick, --write.`,
    ["interactive", "skip-windows"],
  );
  return argsSchema.parse(raw);
}

function describe(row: MatrixRow): string {
  const c = row.codex;
  return [
    `  ${row.setting === row.model ? row.model : `${row.setting}: ${row.model}`}: threshold ${row.threshold ?? "none"}${c?.compaction ? `, ${c.compaction} compaction` : ""} (window ${c?.window ?? "?"}, checked ${c?.checkedAt ?? "?"}, output counts ${c?.countsOutput ?? "?"}), ${row.probes} probes, ${row.seconds} s`,
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
  const configLines = args.config
    .split(";")
    .map((l) => l.trim())
    .filter(Boolean);
  return runHarnessLab({
    name: "Codex",
    packageName: CODEX_PACKAGE,
    resolveVersions: (published) =>
      resolveCodexVersions(args.versions ?? (args.quick ? QUICK_VERSION : ""), published),
    models: args.models.split(",").filter(Boolean),
    install: installCodex,
    measure: (installed, model) =>
      measureCodex(installed, model === DEFAULT_MODEL ? undefined : model, {
        log: verboseLog,
        captureDir: process.env.CONFORMANCE_CAPTURE_DIR || undefined,
        configLines,
        provider: args.provider,
        interactive: args.interactive,
      }),
    describe,
    writes: !args.quick || args.write,
    alsoCount: {
      label: "not checked against the engine",
      count: (rows) => rows.filter((r) => r.codex?.engineNotChecked).length,
    },
  });
}

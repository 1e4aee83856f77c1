import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MatrixRow } from "../matrix-schema";
import { harnessLabRow } from "../harness-lab-row";
import { bisectThreshold } from "./bisect-threshold";
import { checkCodexEngine } from "./check-codex-engine";
import {
  compactedLineFacts,
  compactionRequestFacts,
  itemLetters,
  reportedWindow,
} from "./compaction-facts";
import { providerSettingPart, type CodexProvider } from "./codex-provider";
import type { ReportedUsage } from "./fake-responses-api";
import type { CodexCommand } from "./install-codex";
import { labPrompt, probeCodex, type ProbeResult } from "./probe-codex";

/**
 * One Codex version under one model (or its default): the smallest reported `total_tokens`
 * after which it compacts, to the token (bisection over the first answer's usage, compacted
 * at X and not at X - 1), where it checks, whether output counts, and from the session at X
 * the compaction request, the rebuilt history and the `compacted` line; then the engine's
 * check on that rollout. A matrix row under the harness "codex"; under the OpenAI provider its
 * setting says so and its facts say whether the compaction was remote.
 */

/** The first answer's usage for a reported total: all of it input but one output token. */
const usageFor = (total: number) => ({ input: total - 1, cached: 0, output: 1 });
const FLOOR = 1_000;
/** Searched up to twice the reported window: 0.4x compact above the window they report. */
const CEILING_FACTOR = 2;
const CEILING_WITHOUT_WINDOW = 2_000_000;

export type CodexMeasureOptions = {
  log?: (line: string) => void;
  /** More config.toml lines (`model_auto_compact_token_limit = 100000`): the row's setting names them. */
  configLines?: string[];
  /** Omitted: "custom" (the lab's own provider: local compaction). */
  provider?: CodexProvider;
  /** The TUI in a tmux pane (one process for the session), not exec and exec resume. */
  interactive?: boolean;
  /** Keep the session at the threshold (its rollout and requests) here, outside git. */
  captureDir?: string;
  now?: () => Date;
};

const isCompaction = (r: ProbeResult["requests"][number]) =>
  r.kind === "compaction" || r.kind === "remote-compaction";

export async function measureCodex(
  codex: CodexCommand,
  model: string | undefined,
  options: CodexMeasureOptions = {},
): Promise<MatrixRow> {
  const started = Date.now();
  const failures: string[] = [];
  const log = options.log ?? (() => undefined);
  const configLines = options.configLines ?? [];
  const config = Object.fromEntries(
    configLines.map((l) => l.split("=").map((part) => part.trim())),
  );
  const provider = options.provider ?? "custom";
  const setting = [
    model ?? "default",
    ...providerSettingPart(provider),
    ...configLines.map((l) => l.replace(/\s+/g, "")),
  ].join("+");
  const probe = (first: ReportedUsage, keepRollouts = false) =>
    probeCodex({
      codex,
      model,
      configLines,
      provider,
      interactive: options.interactive,
      first,
      keepRollouts,
    });
  const small = await probe(usageFor(FLOOR), true);
  if (small.failure) failures.push(`first probe: ${small.failure}`);
  const rollout = small.rollouts.join("\n");
  const window = reportedWindow(rollout);
  const sentModel = (
    small.requests.find((r) => r.kind === "turn")?.body as { model?: unknown } | null
  )?.model;
  const ceiling = window === null ? CEILING_WITHOUT_WINDOW : window * CEILING_FACTOR;
  const search = await bisectThreshold(
    async (total) => {
      const result = await probe(usageFor(total));
      if (result.failure && !result.compacted)
        failures.push(`probe at ${total}: ${result.failure}`);
      log(`  ${codex.version} ${setting}: ${total} ${result.compacted ? "compacts" : "quiet"}`);
      return result.compacted;
    },
    FLOOR,
    ceiling,
  );
  const threshold = search.threshold;
  let codexFacts: NonNullable<MatrixRow["codex"]> = {
    window,
    sentModel: typeof sentModel === "string" ? sentModel : null,
    provider,
    compaction: null,
    checkedAt: null,
    countsOutput: null,
    request: null,
    rebuiltItems: null,
    rollout: null,
    engineNotChecked: null,
  };
  let engine: MatrixRow["engine"] = null;
  let probes = search.probes + 1;
  if (threshold !== null) {
    const at = await probe(usageFor(threshold), true);
    const below = await probe(usageFor(threshold - 1), true);
    const asOutput = await probe({ input: threshold - 1_001, cached: 0, output: 1_001 });
    probes += 3;
    const compaction = at.requests.findIndex(isCompaction);
    const request = at.requests[compaction];
    const next = at.requests.slice(compaction + 1).find((r) => r.kind === "turn");
    const atRollout = at.rollouts.join("\n");
    codexFacts = {
      ...codexFacts,
      compaction: request ? (request.kind === "remote-compaction" ? "remote" : "local") : null,
      checkedAt:
        at.compactedInTurn === 1 ? "same-turn" : at.compactedInTurn === 2 ? "next-turn" : null,
      countsOutput: asOutput.compacted,
      request: request
        ? compactionRequestFacts(request, at.compactedInTurn === 2 ? labPrompt(2) : null)
        : null,
      rebuiltItems: next ? itemLetters(next.body) : null,
      rollout: compactedLineFacts(atRollout),
    };
    if (!at.compacted) failures.push(`the session at ${threshold} did not compact again`);
    if (options.captureDir) {
      const mode = options.interactive ? "-interactive" : "";
      const dir = path.join(options.captureDir, `codex-${codex.version}-${setting}${mode}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, "rollout.jsonl"), atRollout);
      await writeFile(path.join(dir, "requests.json"), JSON.stringify(at.requests, null, 1));
    }
    const check = checkCodexEngine(atRollout, below.rollouts.join("\n"), config);
    if (check.ok) engine = check.engine;
    else codexFacts.engineNotChecked = check.reason;
  } else {
    // Never compacted: the engine must stay quiet after the highest usage probed as well.
    const top = await probe(usageFor(ceiling), true);
    probes += 1;
    const check = checkCodexEngine(null, top.rollouts.join("\n"), config);
    if (check.ok) engine = check.engine;
    else codexFacts.engineNotChecked = check.reason;
  }
  return harnessLabRow(
    {
      harness: "codex",
      version: codex.version,
      kind: "native",
      setting,
      model: codexFacts.sentModel ?? model ?? "default",
      env: config,
      threshold,
      // The compaction's preTokens is the context of the last call before it: the total reported.
      preTokens: threshold,
      countAdds: threshold === null ? null : 0,
      countingRule:
        codexFacts.countsOutput === false
          ? "last response's input_tokens"
          : "last response's total_tokens (input + output, cached inside input)",
      probes,
      engine,
      flags: "none: API-key provider on 127.0.0.1",
      codex: codexFacts,
      failures,
      ...(options.interactive ? { mode: "interactive" as const } : {}),
    },
    started,
    options.now,
  );
}

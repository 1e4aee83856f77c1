import { bisectThreshold } from "../codex/bisect-threshold";
import { harnessLabRow } from "../harness-lab-row";
import type { MatrixRow } from "../matrix-schema";
import { checkOpenCodeEngine } from "./check-opencode-engine";
import { probeOpenCode } from "./drive-opencode";
import type { OpenCodeCommand } from "./install-opencode";
import { expectedThreshold, type LabModelLimits } from "./lab-models";
import { compactionFacts } from "./opencode-facts";

/** The remote flags an OpenCode lab row ran under: none, its provider is the local fake. */
export const OPENCODE_LAB_FLAGS = "none: a custom OpenAI-compatible provider on 127.0.0.1";

const FLOOR = 1_000;

export type OpenCodeMeasureOptions = {
  /** Probe only at the engine's threshold and a token below it, no search. */
  quick?: boolean;
  log?: (line: string) => void;
  now?: () => Date;
};

/**
 * One OpenCode version under one model's limits: the smallest total reported by a response
 * after which it compacts before the next step, to the token (compacted at X, not at X - 1; a
 * bisection, or with `quick` only the engine's threshold and a token below it), what its
 * compaction request is, and the engine's check on the two exported sessions. A matrix row
 * under the harness "opencode".
 */
export async function measureOpenCode(
  opencode: OpenCodeCommand,
  model: string,
  limits: LabModelLimits,
  options: OpenCodeMeasureOptions = {},
): Promise<MatrixRow> {
  const started = Date.now();
  const failures: string[] = [];
  const log = options.log ?? (() => undefined);
  const expected = expectedThreshold(limits);
  let threshold: number | null = expected;
  let probes = 0;
  if (!options.quick) {
    const search = await bisectThreshold(
      async (total) => {
        const probe = await probeOpenCode(opencode, model, limits, total);
        if (probe.failure && !probe.compacted) failures.push(`probe at ${total}: ${probe.failure}`);
        log(`  ${opencode.version} ${model}: ${total} ${probe.compacted ? "compacts" : "quiet"}`);
        return probe.compacted;
      },
      FLOOR,
      expected * 2,
    );
    threshold = search.threshold;
    probes = search.probes;
  }
  let engine: MatrixRow["engine"] = null;
  let facts: MatrixRow["opencode"] = null;
  if (threshold !== null) {
    // Side by side: each is its own client, HOME and fake provider.
    const [at, below] = await Promise.all([
      probeOpenCode(opencode, model, limits, threshold, true),
      probeOpenCode(opencode, model, limits, threshold - 1, true),
    ]);
    probes += 2;
    for (const [name, probe] of [
      ["at", at],
      ["below", below],
    ] as const)
      if (probe.failure) failures.push(`probe ${name} ${threshold}: ${probe.failure}`);
    if (!at.compacted) failures.push(`the session at ${threshold} did not compact`);
    if (below.compacted) failures.push(`the session at ${threshold - 1} compacted`);
    facts = compactionFacts(at.requests, at.exported, limits);
    const check = checkOpenCodeEngine(at.exported, below.exported, limits);
    if (check.ok) engine = check.engine;
    else failures.push(`engine not checked: ${check.reason}`);
  }
  return harnessLabRow(
    {
      harness: "opencode",
      version: opencode.version,
      kind: "native",
      setting: model,
      model,
      env: {},
      threshold,
      // isOverflow compares the last assistant message's tokens.total itself.
      preTokens: threshold,
      countAdds: threshold === null ? null : 0,
      countingRule: "last assistant message's tokens.total (prompt + completion)",
      probes,
      engine,
      flags: OPENCODE_LAB_FLAGS,
      opencode: facts,
      failures,
    },
    started,
    options.now,
  );
}

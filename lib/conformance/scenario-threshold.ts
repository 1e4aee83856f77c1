import type { RecordedRequest } from "../llm/testing/fake-messages-api";
import type { WrittenFile } from "./drive-claude";
import { runTwoTurns, type SessionInput } from "./run-two-turns";

/**
 * Scenario 1, threshold: the smallest reported context (usage of the first main call) at which
 * the second turn auto-compacts, to the token, by binary search over fresh two-turn sessions
 * (a search inside one session drifts: 2.1.x counts what the earlier compactions left behind).
 * The session at the threshold also yields the summarization request and the records written
 * around a compaction (scenario 4), and `preTokens` against the last usage; the one a token
 * below it is the quiet case the engine must not compact.
 */

export type ThresholdInput = SessionInput & {
  /** The model's window as the lab assumes it (the search runs below it). */
  window: number;
  log?: (line: string) => void;
};

export type ProbeSession = {
  compacted: boolean;
  /** The last reported usage before the compaction, and the boundary's preTokens. */
  reported: number;
  preTokens: number | null;
  summaryRequest: RecordedRequest | null;
  transcripts: WrittenFile[];
  /** `$HOME/.claude/debug/*.txt` when run with --debug. */
  debug: WrittenFile[];
  failure: string | null;
};

export type ThresholdFinding = {
  /** Smallest reported context that compacts at the next turn; null when none below the window. */
  threshold: number | null;
  /** Largest reported context that did not (the window's top probe when none compacted). */
  highestQuiet: number | null;
  probes: number;
  /** The probes needed a warm-up round before the reported one (the version keeps the last round). */
  warmUp: boolean;
  /** preTokens minus the reported context, at the threshold (what the count adds to usage). */
  preTokensMinusUsage: number | null;
  atThreshold: ProbeSession | null;
  belowThreshold: ProbeSession | null;
  failures: string[];
};

const PRE_TOKENS = /"preTokens":\s*(\d+)/;

function preTokensOf(transcripts: WrittenFile[]): number | null {
  for (const file of transcripts)
    for (const line of file.text.split("\n"))
      if (line.includes('"compact_boundary"')) {
        const match = PRE_TOKENS.exec(line);
        if (match) return Number(match[1]);
      }
  return null;
}

/** Two turns in a fresh session: the first reports `context`, the second's check decides. */
export async function probeOnce(
  input: ThresholdInput,
  context: number,
  warmUp = false,
): Promise<ProbeSession> {
  const { first, second, end, secondRequests } = await runTwoTurns(input, {
    warmUp,
    firstContext: context,
    first: "Conformance probe: first turn.",
    second: "Conformance probe: second turn.",
  });
  const summary = secondRequests.find((c) => c.kind === "summary") ?? null;
  const failure = !first.ok ? first.reason : !second.ok ? second.reason : null;
  return {
    compacted: summary !== null,
    reported: context,
    preTokens: preTokensOf(end.transcripts),
    summaryRequest: summary?.request ?? null,
    transcripts: end.transcripts,
    debug: end.debug,
    failure: failure && `${failure} (stderr: ${end.stderr.slice(-300)})`,
  };
}

/**
 * Count thresholds the seeds and earlier runs make likely (window minus the autocompact buffer,
 * minus the output reserve of 32,000 or 20,000, or 10,000 more; and those percentages for
 * CLAUDE_AUTOCOMPACT_PCT_OVERRIDE): probed first, so a version that follows one of them is
 * measured to the token in a few probes; the binary search covers the rest.
 */
export function candidateThresholds(window: number, env: Record<string, string> = {}): number[] {
  const pct = Number(env.CLAUDE_AUTOCOMPACT_PCT_OVERRIDE);
  const maxOutput = Number(env.CLAUDE_CODE_MAX_OUTPUT_TOKENS);
  const reserves = [32_000, 20_000, 0, ...(maxOutput > 0 ? [maxOutput] : [])];
  const counts = [13_000, 23_000].flatMap((buffer) => reserves.map((r) => window - r - buffer));
  const percent =
    Number.isFinite(pct) && pct > 0
      ? reserves.map((r) => Math.floor(((window - r) * pct) / 100))
      : [];
  return [...new Set([...percent, ...counts])];
}

export async function findThreshold(input: ThresholdInput): Promise<ThresholdFinding> {
  const log = input.log ?? (() => {});
  const probes: ProbeSession[] = [];
  let warmUp = false;
  const probe = async (context: number) => {
    const result = await probeOnce(input, context, warmUp);
    probes.push(result);
    log(
      `  reported ${context} -> ${result.failure ? `failed: ${result.failure}` : result.compacted ? `compacted (preTokens ${result.preTokens})` : "quiet"}`,
    );
    return result;
  };
  const none = (reason: string): ThresholdFinding => ({
    threshold: null,
    highestQuiet: null,
    probes: probes.length,
    warmUp,
    preTokensMinusUsage: null,
    atThreshold: null,
    belowThreshold: null,
    failures: [reason],
  });
  let hi = input.window - 1_000;
  let lo = 1_000;
  let atHi = await probe(hi);
  if (!atHi.failure && !atHi.compacted) {
    // Keeping the last round out of the summary, a version has nothing to summarise after one
    // turn: try again after a warm-up round before calling it "never".
    warmUp = true;
    const retried = await probe(hi);
    if (retried.compacted || retried.failure) atHi = retried;
    else warmUp = false;
  }
  if (atHi.failure) return none(atHi.failure);
  if (!atHi.compacted)
    // A measured fact, not a failure: the version never compacts proactively under this setting.
    return {
      threshold: null,
      highestQuiet: hi,
      probes: probes.length,
      warmUp,
      preTokensMinusUsage: null,
      atThreshold: null,
      belowThreshold: atHi,
      failures: [],
    };
  let atLo: ProbeSession | null = null;
  /** Probes one context and narrows the bracket; false when the probe failed. */
  const narrow = async (context: number): Promise<string | null> => {
    const result = await probe(context);
    if (result.failure) return result.failure;
    if (result.compacted) [hi, atHi] = [context, result];
    else [lo, atLo] = [context, result];
    return null;
  };
  // What the count adds to the reported usage, to turn a count threshold into a reported one.
  const adds = atHi.preTokens === null ? 0 : atHi.preTokens - hi;
  const candidates = [
    ...candidateThresholds(input.window, input.env),
    ...candidateThresholds(200_000, input.env),
  ];
  for (const count of new Set(candidates)) {
    const context = count - adds;
    if (atLo !== null && hi - lo <= 1) break;
    if (context <= lo || context >= hi) continue;
    const failure = (await narrow(context)) ?? (hi === context ? await narrow(context - 1) : null);
    if (failure) return none(failure);
  }
  if (atLo === null) {
    const failure = await narrow(lo);
    if (failure) return none(failure);
    if (hi === lo) return none(`compacted after a reported ${lo}`);
  }
  while (hi - lo > 1) {
    const failure = await narrow(Math.floor((lo + hi) / 2));
    if (failure) return none(failure);
  }
  return {
    threshold: hi,
    highestQuiet: lo,
    probes: probes.length,
    warmUp,
    preTokensMinusUsage: atHi.preTokens === null ? null : atHi.preTokens - hi,
    atThreshold: atHi,
    belowThreshold: atLo,
    failures: [],
  };
}

import { appendFileSync } from "node:fs";
import type { ParsedReplayRequest } from "../../../compaction/config/replay-request-schema";
import type { SessionSweep, SettingOutcome } from "../../../sweeps/replay-settings";
import type { SweepFigures } from "../../../sweeps/sweep-figures";

function figuresOf(seed: number): SweepFigures {
  return {
    compactionsAuto: seed % 7,
    compactionsManual: seed % 2,
    callsBetween: [seed % 11, (seed * 3) % 13],
    tokensSent: 1_000 + seed,
    cacheRewriteTokens: 100 + (seed % 50),
    usd: (seed % 97) / 10,
    unpricedCalls: 0,
    hitsBlockingLimit: seed % 5 === 0,
    aftermath: Array.from({ length: seed % 7 }, (_, k) => ({
      atCall: 10 * (k + 1),
      filesReread: (seed + k) % 3,
      rereadTokens: ((seed + k) % 3) * 500,
      callsToResume: k % 2 === 0 ? (seed % 5) + k : null,
      tokensRespent: ((seed * (k + 1)) % 89) * 100,
    })),
  };
}

/** A number of a transcript and a request: the same pair always gives the same figures. */
function seedOf(transcriptId: string, request: ParsedReplayRequest): number {
  const text = `${transcriptId}|${JSON.stringify(request.overrides ?? {})}`;
  let hash = 7;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/**
 * A deterministic stand-in for the replay pool in worker tests: figures from the transcript
 * id and the setting, `msPerSetting` of work per setting, each replayed setting appended to
 * `logFile` as "pid transcriptId settingIndex" (O_APPEND lines from several processes do not
 * interleave), stopping between settings when `signal` aborts.
 */
export function fakeSweepReplay({
  logFile,
  msPerSetting,
}: {
  logFile?: string;
  msPerSetting: number;
}) {
  return async (
    transcriptId: string,
    base: ParsedReplayRequest,
    requests: ParsedReplayRequest[],
    signal?: AbortSignal,
  ): Promise<SessionSweep> => {
    const settings: SettingOutcome[] = [];
    for (const [index, request] of requests.entries()) {
      if (signal?.aborted) break;
      await new Promise((resolve) => setTimeout(resolve, msPerSetting));
      if (logFile !== undefined)
        appendFileSync(logFile, `${process.pid} ${transcriptId} ${index}\n`);
      settings.push({ ok: true, figures: figuresOf(seedOf(transcriptId, request)) });
    }
    return { recorded: figuresOf(seedOf(transcriptId, base)), settings };
  };
}

import type { MatrixRow } from "./matrix-schema";

/** What a harness lab measures of a version; the row's Claude Code scenarios are left out. */
export type HarnessLabMeasure = Pick<
  MatrixRow,
  | "harness"
  | "version"
  | "kind"
  | "setting"
  | "model"
  | "env"
  | "threshold"
  | "preTokens"
  | "countAdds"
  | "countingRule"
  | "probes"
  | "engine"
  | "flags"
  | "failures"
> &
  Partial<Pick<MatrixRow, "codex" | "gemini" | "opencode" | "mode">>;

/**
 * A matrix row of the Codex, Gemini CLI or OpenCode lab: what it measured, the Claude Code lab's
 * scenarios (summary, records, microcompaction, manual /compact, prompt too long, model
 * windows, warm-up) absent, and the run's duration and time.
 *
 * @example
 * harnessLabRow({ harness: "gemini-cli", ... }, started).seconds // 12.3
 */
export function harnessLabRow(
  measured: HarnessLabMeasure,
  started: number,
  now: () => Date = () => new Date(),
): MatrixRow {
  // `gemini` and `opencode` stay absent unless the lab gives them: other rows never carried them.
  return {
    codex: null,
    ...measured,
    warmUp: false,
    summary: null,
    records: null,
    microcompact: null,
    manual: null,
    promptTooLong: null,
    modelWindows: null,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    measuredAt: now().toISOString(),
  };
}

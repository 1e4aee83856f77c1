import type { TranscriptModel } from "../../transcript/model";
import { withCodexTriggers } from "../replay/codex-triggers";
import type { ReplayConfig } from "../config/replay-config";
import { resolveConfig } from "../config/resolve-config";
import { sessionVersion } from "../config/resolve-profile";
import { runReplay, type ReplayRun } from "../replay/run-replay";
import { fitCandidates, type FitSetting } from "./fit-candidates";
import { pairsToTry } from "./fit-pairs";
import {
  compareReproduction,
  isBetter,
  isComplete,
  measureReproduction,
  type Reproduction,
} from "./reproduction";
import { thresholdInterval } from "../explain/threshold-interval";

/** Settings that explain the file, and how far they do. */
export type FitChoice = {
  settings: FitSetting[];
  /** The replay constants the settings amount to on top of `auto`. */
  overrides: Partial<ReplayConfig>;
} & Omit<Reproduction, "missedAt">;

/**
 * The simplest settings under which `auto` reproduces the recording, from the settings this
 * version reads (`fitCandidates`). `settings` is empty when none does better than `auto`;
 * `alternatives` are other settings that explain the file as well (PCT 80 or a 177,000
 * window), and `auto` what the replay does without any.
 */
export type Fit = FitChoice & {
  alternatives: FitChoice[];
  auto: Omit<Reproduction, "missedAt">;
};

export type FitOptions = {
  /** Recorded compactions (their calls) held out: not explained, not used to choose. */
  exclude?: ReadonlySet<number>;
  /** The `auto` run when the caller has it already. */
  autoRun?: ReplayRun;
};

/** `auto` with `overrides`; null when they leave the session no threshold. */
export function replayAutoWith(
  model: TranscriptModel,
  overrides: Partial<ReplayConfig>,
): ReplayRun | null {
  try {
    return runReplay(model, resolveConfig(model, { profile: "auto", overrides }));
  } catch {
    // A setting that leaves no threshold explains nothing.
    return null;
  }
}

const counts = ({ reproduces, of, extra }: Reproduction) => ({ reproduces, of, extra });

type Scored = FitChoice & { reproduction: Reproduction };

/** `auto` with `settings`, measured; null when they leave the session no threshold. */
function tryChoice(
  model: TranscriptModel,
  settings: FitSetting[],
  exclude: ReadonlySet<number>,
): Scored | null {
  const overrides = Object.fromEntries(
    settings.map((s) => [s.constant, s.value]),
  ) as Partial<ReplayConfig>;
  const run = replayAutoWith(model, overrides);
  if (run === null) return null;
  const reproduction = measureReproduction(run, exclude);
  return { settings, overrides, ...counts(reproduction), reproduction };
}

/** The choices that explain the file better than `than`, best first. */
function rankBetter(choices: (Scored | null)[], than: Reproduction): Scored[] {
  // Stable: among equals the candidates' own order (simplest, then FIT_CONSTANTS) stands.
  return choices
    .filter((c): c is Scored => c !== null && isBetter(c.reproduction, than))
    .sort((a, b) => compareReproduction(a.reproduction, b.reproduction));
}

/**
 * Fits the settings a session ran with from the file: the recorded auto compactions and the
 * checks that did not fire bound the threshold; each kind of setting this version reads gives
 * its simplest value inside those bounds; each is replayed, and the one that reproduces the
 * most (then makes the fewest compactions the file does not have, then is the simplest) wins.
 * Only when no single setting reproduces everything are pairs tried (`pairsToTry`, bounded),
 * and a pair wins only by explaining the file better than every single one. Null when `auto`
 * reproduces every recorded compaction already, and when the file's format records none.
 *
 * @example
 * fitSettings(model)?.settings // [{ constant: "autocompactPctOverride", value: 80, variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE" }]
 */
export function fitSettings(recorded: TranscriptModel, options: FitOptions = {}): Fit | null {
  // A format that records no compactions gives nothing to fit: none is missed, and a replayed
  // one is not "extra" (replay-result.ts `recordsCompactions` says why nothing is checked).
  if (recorded.recordsCompactions === false) return null;
  const model = withCodexTriggers(recorded);
  const exclude = options.exclude ?? new Set<number>();
  const resolved = resolveConfig(model, { profile: "auto" });
  const autoRun = options.autoRun ?? runReplay(model, resolved);
  const auto = measureReproduction(autoRun, exclude);
  if (isComplete(auto)) return null;

  const interval = thresholdInterval(autoRun.index, resolved.values, model.mainSource, exclude);
  const context = { window: resolved.window, interval, version: sessionVersion(model) };
  const candidates = fitCandidates({ values: resolved.values, ...context }).map((c) => c.setting);
  const singles = rankBetter(
    candidates.map((setting) => tryChoice(model, [setting], exclude)),
    auto,
  );
  const bestSingle = singles[0]?.reproduction;
  const pairs =
    bestSingle !== undefined && isComplete(bestSingle)
      ? []
      : rankBetter(
          pairsToTry(model, candidates, context).map((pair) => tryChoice(model, pair, exclude)),
          bestSingle ?? auto,
        );
  const [best, ...rest] = (pairs.length > 0 ? pairs : singles).map(
    ({ reproduction: _, ...choice }) => choice,
  );
  const none: FitChoice = { settings: [], overrides: {}, ...counts(auto) };
  return {
    ...(best ?? none),
    alternatives: rest.filter((c) => c.reproduces === best?.reproduces && c.extra === best.extra),
    auto: counts(auto),
  };
}

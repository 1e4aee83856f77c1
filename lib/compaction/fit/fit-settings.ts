import type { TranscriptModel } from "../../transcript/model";
import type { ReplayConfig } from "../config/replay-config";
import { resolveConfig } from "../config/resolve-config";
import { sessionVersion } from "../config/resolve-profile";
import { runReplay, type ReplayRun } from "../replay/run-replay";
import { fitCandidates, type FitSetting } from "./fit-candidates";
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

/**
 * Fits the settings a session ran with from the file: the recorded auto compactions and the
 * checks that did not fire bound the threshold; each kind of setting this version reads gives
 * its simplest value inside those bounds; each is replayed, and the one that reproduces the
 * most (then makes the fewest compactions the file does not have, then is the simplest) wins.
 * Null when `auto` reproduces every recorded compaction already.
 *
 * @example
 * fitSettings(model)?.settings // [{ constant: "autocompactPctOverride", value: 80, variable: "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE" }]
 */
export function fitSettings(model: TranscriptModel, options: FitOptions = {}): Fit | null {
  const exclude = options.exclude ?? new Set<number>();
  const resolved = resolveConfig(model, { profile: "auto" });
  const autoRun = options.autoRun ?? runReplay(model, resolved);
  const auto = measureReproduction(autoRun, exclude);
  if (isComplete(auto)) return null;

  const interval = thresholdInterval(autoRun.index, resolved.values, model.mainSource, exclude);
  const candidates = fitCandidates({
    values: resolved.values,
    window: resolved.window,
    interval,
    version: sessionVersion(model),
  });
  const choices: (FitChoice & { reproduction: Reproduction })[] = [];
  for (const { setting } of candidates) {
    const overrides = { [setting.constant]: setting.value } as Partial<ReplayConfig>;
    const run = replayAutoWith(model, overrides);
    if (run === null) continue;
    const reproduction = measureReproduction(run, exclude);
    choices.push({ settings: [setting], overrides, ...counts(reproduction), reproduction });
  }
  // Stable: among equals the candidates' own order (simplest, then FIT_CONSTANTS) stands.
  const ranked = choices
    .filter((c) => isBetter(c.reproduction, auto))
    .sort((a, b) => compareReproduction(a.reproduction, b.reproduction));
  const [best, ...rest] = ranked.map(({ reproduction: _, ...choice }) => choice);
  const none: FitChoice = { settings: [], overrides: {}, ...counts(auto) };
  return {
    ...(best ?? none),
    alternatives: rest.filter((c) => c.reproduces === best?.reproduces && c.extra === best.extra),
    auto: counts(auto),
  };
}

import type { TranscriptModel } from "../../transcript/model";
import type { ResolvedWindow } from "../config/model-windows";
import { resolveConfig } from "../config/resolve-config";
import type { ThresholdInterval } from "../explain/threshold-interval";
import {
  fitCandidates,
  isWindowSetting,
  otherKnownWindows,
  type FitSetting,
} from "./fit-candidates";

/**
 * Pairs replayed at most for one fit. Pairs are tried only when no single setting reproduces
 * the file, each costs a replay, and a session whose miss is in the rules (not the settings)
 * tries them all: its fit costs this many replays more, no more.
 */
export const MAX_PAIR_REPLAYS = 8;

type Context = { window: ResolvedWindow; interval: ThresholdInterval; version: string | null };

const keyOf = (settings: readonly FitSetting[]) =>
  settings
    .map((s) => `${s.constant}=${String(s.value)}`)
    .sort()
    .join("&");

/**
 * Two settings that together may explain what neither explains alone: as a base each single
 * candidate, then each window the client knows (a `[1m]` model), and on top of it the simplest
 * value of every other kind of setting under that base (`fitCandidates` with the base applied:
 * a percentage of a 1M window is not one of 200K). Two windows never pair: the variable
 * replaces the model's. The simplest bases first, `MAX_PAIR_REPLAYS` at most.
 *
 * @example
 * pairsToTry(model, [], context).map(describeSettings)
 * // ["a 1,000,000-token context window, CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=20"]
 */
export function pairsToTry(
  model: TranscriptModel,
  singles: readonly FitSetting[],
  { window, interval, version }: Context,
): FitSetting[][] {
  const singleKeys = new Set(singles.map((s) => keyOf([s])));
  const windows = otherKnownWindows(window).filter((w) => !singleKeys.has(keyOf([w])));
  const pairs: FitSetting[][] = [];
  const seen = new Set<string>();
  for (const base of [...singles, ...windows]) {
    let under;
    try {
      under = resolveConfig(model, { profile: "auto", overrides: { [base.constant]: base.value } });
    } catch {
      // A base that leaves the session no threshold carries nothing on top of it.
      continue;
    }
    const context = { values: under.values, window: under.window, interval, version };
    for (const { setting } of fitCandidates(context)) {
      if (setting.constant === base.constant) continue;
      if (isWindowSetting(base) && isWindowSetting(setting)) continue;
      const pair = [base, setting];
      if (seen.has(keyOf(pair))) continue;
      seen.add(keyOf(pair));
      pairs.push(pair);
      if (pairs.length >= MAX_PAIR_REPLAYS) return pairs;
    }
  }
  return pairs;
}

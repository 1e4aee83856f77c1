import { compareVersions } from "../../config/resolve-profile";
import { DEFAULT_CONTEXT_WINDOW, ONE_MILLION_CONTEXT_WINDOW } from "../threshold/config";

/**
 * The window a Claude Code version gives a model name by default, as the conformance lab
 * measured it (scenario 5, lib/conformance/scenario-model-windows.ts; change points bisected
 * between published neighbours with scripts/conformance-windows.ts, 2026-11-26): "200k" or
 * "1m", or "unknown" when the version does not know the name (from 2.1.153 such a model has an
 * auto window and is never compacted before a call; before it, the 200K default). Transcripts
 * carry the bare name (FORMAT §10 "Models"), so this is how a replay learns a 1M default.
 */
export type DefaultWindow = "200k" | "1m" | "unknown";

type Since = { since: string; window: DefaultWindow };

/**
 * Per model name (matched as a substring, the longest key winning, so "claude-opus-5-5" is not
 * "claude-opus-5"), its class from each version on, oldest first. A name missing here, or a
 * version before its first entry, is "unknown". Versions before 2.1.153 gave every name probed
 * the 200K default (2.1.112: the 14 it runs under their own name; 2.1.119, 2.1.140 and 2.1.152:
 * the 4.6 models), which "unknown" yields there. Names the lab did not probe (claude-fable-5-1,
 * say) take the nearest shorter key's class, a guess the lab can replace.
 */
export const DEFAULT_WINDOWS: Readonly<Record<string, readonly Since[]>> = {
  "claude-opus-4-6": [{ since: "2.1.163", window: "200k" }],
  "claude-sonnet-4-6": [{ since: "2.1.163", window: "200k" }],
  // 1M from 2.1.117 to 2.1.143 (2.1.116 and 2.1.144 give 200K; bisected 2026-11-27), then the
  // 200K default and, from 2.1.153, the auto window of a name the version does not know.
  "claude-opus-4-7": [
    { since: "2.1.117", window: "1m" },
    { since: "2.1.144", window: "unknown" },
    { since: "2.1.285", window: "1m" },
  ],
  "claude-opus-4-8": [
    { since: "2.1.217", window: "200k" },
    { since: "2.1.285", window: "1m" },
  ],
  "claude-opus-5": [
    { since: "2.1.219", window: "200k" },
    { since: "2.1.285", window: "1m" },
  ],
  "claude-opus-5-5": [
    { since: "2.1.219", window: "200k" },
    { since: "2.1.285", window: "1m" },
  ],
  "claude-sonnet-5": [
    { since: "2.1.197", window: "200k" },
    { since: "2.1.285", window: "1m" },
  ],
  "claude-sonnet-5-5": [
    { since: "2.1.197", window: "200k" },
    { since: "2.1.284", window: "unknown" }, // measured: 2.1.284 alone does not know it
    { since: "2.1.285", window: "1m" },
  ],
  "claude-haiku-5-5": [
    { since: "2.1.223", window: "200k" },
    { since: "2.1.293", window: "1m" },
  ],
  "claude-fable-5": [{ since: "2.1.285", window: "1m" }],
  "claude-fable-5-2": [
    { since: "2.1.251", window: "200k" },
    { since: "2.1.321", window: "1m" }, // 2.1.320 is not published
  ],
  // claude-sonnet-4-5, claude-opus-4-5 and claude-haiku-4-5 (dated names): auto at 2.1.153,
  // 2.1.330 and every version probed between them. claude-opus-4-1-20250805 is never run as
  // itself from 2.1.112 on (opus-4-7, then 4-8 by 2.1.163, opus-5 by 2.1.268, opus-5-5 by
  // 2.1.285): its transcripts carry the newer name, which this table answers for.
};

const TOKENS: Record<Exclude<DefaultWindow, "unknown">, number> = {
  "200k": DEFAULT_CONTEXT_WINDOW,
  "1m": ONE_MILLION_CONTEXT_WINDOW,
};

/** The longest key of `table` that `name` contains (model tables match names by substring). */
export function longestKeyIn(
  table: Readonly<Record<string, unknown>>,
  name: string,
): string | null {
  let best: string | null = null;
  for (const key of Object.keys(table))
    if (name.includes(key) && (best === null || key.length > best.length)) best = key;
  return best;
}

/**
 * What `version` gives `model` by default: its class and tokens (null tokens when unknown).
 *
 * @example
 * defaultWindowOf("claude-opus-4-7", "2.1.330") // { window: "1m", tokens: 1_000_000 }
 */
export function defaultWindowOf(
  model: string | null,
  version: string | null,
): { window: DefaultWindow; tokens: number | null } {
  const key = model === null ? null : longestKeyIn(DEFAULT_WINDOWS, model);
  let window: DefaultWindow = "unknown";
  if (key !== null && version !== null)
    for (const step of DEFAULT_WINDOWS[key] ?? [])
      if (compareVersions(version, step.since) >= 0) window = step.window;
  return { window, tokens: window === "unknown" ? null : TOKENS[window] };
}

import { z } from "zod";
import { KNOWN_WINDOW_SOURCES, type PeakWindow } from "../../contracts/replay-agreement";

const source = z.string();

/** A replay result's `window` (ResolvedWindow), as the agreement reads it back from JSON. */
export const resolvedWindowSchema = z.object({
  tokens: z.number(),
  source,
  model: z.string().nullable(),
  switches: z
    .array(z.object({ fromCall: z.number(), tokens: z.number(), source, model: z.string() }))
    .optional(),
});
export type StoredWindow = z.infer<typeof resolvedWindowSchema>;

/** The main-thread calls' indices and contexts (the replay's `actualTokens`), in order. */
export type CallContexts = { index: readonly number[]; actualTokens: readonly number[] };

const isKnown = (value: string): value is PeakWindow["source"] =>
  (KNOWN_WINDOW_SOURCES as readonly string[]).includes(value);

/**
 * The window in force at the session's largest main-thread context: the session's own, or the
 * last `/model` switch's at or before that call. Null when there is no call, or when that window
 * is "auto" (the replay knows no window for the model: nothing to divide by).
 *
 * @example
 * peakWindowOf({ tokens: 1_048_576, source: "table", model: "gemini-2.5-pro" }, { index: [0, 1], actualTokens: [9_000, 650_000] })
 * // { tokens: 1_048_576, model: "gemini-2.5-pro", source: "table", atCall: 1, isSwitched: false }
 */
export function peakWindowOf(window: StoredWindow, calls: CallContexts): PeakWindow | null {
  let peak = -1;
  let atCall = 0;
  calls.actualTokens.forEach((tokens, i) => {
    if (tokens > peak) [peak, atCall] = [tokens, calls.index[i] ?? i];
  });
  if (peak < 0) return null;
  const switched = (window.switches ?? []).findLast((s) => s.fromCall <= atCall);
  const inForce = switched ?? window;
  if (!isKnown(inForce.source) || inForce.tokens <= 0) return null;
  return {
    tokens: inForce.tokens,
    model: inForce.model,
    source: inForce.source,
    atCall,
    isSwitched: switched !== undefined,
  };
}

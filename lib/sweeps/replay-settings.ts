import { z } from "zod";
import type { ParsedReplayRequest } from "../compaction/config/replay-request-schema";
import { replaySession } from "../compaction/replay/replay-session";
import type { TranscriptModel } from "../transcript/model";
import { measureRecorded, measureReplay, type SweepFigures } from "./sweep-figures";

/** One setting's outcome on one session: its figures, or why this session's window refuses it. */
export type SettingOutcome = { ok: true; figures: SweepFigures } | { ok: false; reason: string };

export type SessionSweep = {
  recorded: SweepFigures;
  settings: SettingOutcome[];
  /** Where the time went (the worker adds the model's decoding): for the benchmark. */
  timings?: { decodeMs: number; replayMs: number };
};

function reasonOf(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "request"}: ${i.message}`).join("; ");
}

function replayOne(model: TranscriptModel, request: ParsedReplayRequest): SettingOutcome {
  try {
    return { ok: true, figures: measureReplay(model, replaySession(model, request)) };
  } catch (error) {
    if (error instanceof z.ZodError) return { ok: false, reason: reasonOf(error) };
    throw error;
  }
}

/**
 * Replays one decoded session under every request of a sweep and measures each, plus the
 * recorded reality against `base` (the sweeps service passes `auto`: the rules of the session's own version). A request this session
 * makes invalid (no threshold left on its window) is an outcome, not a throw. Once
 * `shouldStop` answers true (asked before each setting) the rest are left out: a cancelled
 * sweep stops between settings, and the caller stores nothing of the session.
 *
 * @example replaySettings(model, { profile: "auto" }, [{ overrides: { maxOutputTokens: 20_000 } }])
 */
export function replaySettings(
  model: TranscriptModel,
  base: ParsedReplayRequest,
  requests: readonly ParsedReplayRequest[],
  shouldStop: () => boolean = () => false,
): SessionSweep {
  const settings: SettingOutcome[] = [];
  for (const request of requests) {
    if (shouldStop()) break;
    settings.push(replayOne(model, request));
  }
  return { recorded: measureRecorded(model, replaySession(model, base)), settings };
}

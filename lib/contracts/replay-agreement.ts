import { z } from "zod";
import { REPLAY_ENGINE_VERSION } from "../compaction/config/engine-version";
import type { WindowSource } from "../compaction/config/model-windows";

/**
 * Where a replay's window came from (lib/compaction/config/model-windows.ts `WindowSource`),
 * "auto" aside: a window the replay does not know is no window to divide by.
 */
export const KNOWN_WINDOW_SOURCES = [
  "override",
  "custom",
  "table",
  "default",
  "observed",
  "env",
] as const satisfies readonly WindowSource[];

/**
 * The window the replay as recorded gives the session at its largest main-thread context (a
 * `/model` switch before that call gives its own), what the sessions list and the Max context
 * card divide by; null when the replay knows none for the model (Codex's, or Claude Code's from
 * 2.1.153, "auto").
 */
export const peakWindowSchema = z.object({
  tokens: z.number().int().positive(),
  /** The model it is the window of, as the file or a `/model` switch names it. */
  model: z.string().nullable(),
  source: z.enum(KNOWN_WINDOW_SOURCES),
  /** The main-thread call of the largest context. */
  atCall: z.number().int().min(0),
  /** Whether a `/model` switch before that call set it. */
  isSwitched: z.boolean(),
});
export type PeakWindow = z.infer<typeof peakWindowSchema>;

/**
 * Whether the replay of a session as recorded (`auto`, nothing overridden) reproduces the
 * compactions its file recorded, stored on the transcript when it is measured
 * (lib/services/agreement) so the sessions list can show and filter it.
 */
export const replayAgreementSchema = z.object({
  /** Recorded compactions settings must explain: replayable, not made by hand. */
  recorded: z.number().int().min(0),
  /** Of those, the ones `auto` makes at the same call, preTokens within 2%. */
  reproduced: z.number().int().min(0),
  /** Compactions `auto` makes where the file records none. */
  extra: z.number().int().min(0),
  /** Every recorded compaction reproduced and none added. */
  isComplete: z.boolean(),
  /**
   * False when the file's format records no compactions (an older Gemini CLI document): none
   * is recorded whatever the session did, so `extra` counts the replay's compactions, which
   * cannot be checked, and `isComplete` is false without the replay disagreeing.
   */
  recordsCompactions: z.boolean(),
  /**
   * The settings fitted from the file when they explain it better than `auto` (their short
   * description, "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80"), and whether they reproduce it all.
   */
  fitted: z.object({ settings: z.string(), isComplete: z.boolean() }).nullable(),
  peakWindow: peakWindowSchema.nullable(),
});
export type ReplayAgreementSummary = z.infer<typeof replayAgreementSchema>;

/**
 * The engine an agreement must have been measured with to count: the replay's own version
 * (its core and every mechanism), so a new engine measures every session again. A session
 * measured with another is "not measured yet", never taken as reproducing.
 */
export const AGREEMENT_ENGINE_VERSION = REPLAY_ENGINE_VERSION;

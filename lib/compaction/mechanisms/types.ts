import type { z } from "zod";
import type { ReplayConfig } from "../config/replay-config";
import type { ReplayContext } from "../replay/replay-context";
import type { CompactionOutcome } from "../replay/compaction-outcome";

/** What one check before call k has found so far; each mechanism's step reads and advances it. */
export type Check = {
  k: number;
  /** The count at the check, lowered by every clearing so far. */
  count: number;
  /** Tokens cleared by this check's microcompactions. */
  saved: number;
  /** Whether any clearing fired. */
  happened: boolean;
  /** Seed 002's dispatcher: a microcompact above the threshold stood in for compaction. */
  isTierOne: boolean;
  /** A check before a call (not the end of the file, unless a compaction is recorded there). */
  isBeforeCall: boolean;
  /** Set by the threshold step: autocompact is due at this check. */
  isAutoDue: boolean;
};

/**
 * One compaction mechanism of Claude Code: its constants (in its `config.ts`, with the seed
 * or fact that is their source), the slice of `ReplayConfig` it reads, the defaults every
 * profile starts from, and its step in the check before each call. Steps run in the order of
 * `MECHANISMS` (mechanisms/index.ts); a clearing step advances the check and returns null, a
 * compaction step returns its outcome, which ends the check.
 */
export type Mechanism = {
  id: string;
  title: string;
  /** The zod shape of the constants it owns (a slice of `replayConfigSchema`). */
  config: z.ZodRawShape;
  /** Its constants' values in the profiles' base (each with its source beside it). */
  defaults: Partial<ReplayConfig>;
  /** After the records before call k+1 are consumed, before its count (session memory's cadence). */
  observe?: (ctx: ReplayContext, k: number) => void;
  /** Its part of the check before call `check.k`; a compaction's outcome ends the check. */
  step?: (ctx: ReplayContext, check: Check) => CompactionOutcome | null;
  /** Shapes the compaction the check made (whichever mechanism made it), in list order. */
  adjust?: (ctx: ReplayContext, check: Check, outcome: CompactionOutcome) => CompactionOutcome;
};

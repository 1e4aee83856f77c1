import type { z } from "zod";
import type { ProfileId } from "../config/profiles";
import type { CompactionOutcome } from "../replay/compaction-outcome";
import type { ReplayContext } from "../replay/replay-context";
import type { ValuesOf } from "./config-fields";

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
 * The sections of the constants panel, in its order; the schema (and so every listing of the
 * constants) follows it, then `MECHANISMS` within a section. A test knob goes in `other`, apart
 * from Claude Code's constants.
 */
export const CONSTANT_GROUP_IDS = [
  "thresholds",
  "counting",
  "legacy-microcompact",
  "later-microcompact",
  "api-context",
  "session-memory",
  "compaction",
  "codex",
  "gemini",
  "opencode",
  "other",
] as const;
export type ConstantGroupId = (typeof CONSTANT_GROUP_IDS)[number];

/**
 * Where a constant's default comes from. `seeds`: the seeds that state it ("003", or a range
 * "001–004"), sorted. `fromTranscriptWhenNull`: a null default is resolved from the session
 * (what from). `measured`: no document states it; the conformance lab measured it on released
 * versions ("lab"), or real transcripts show it ("transcripts"). None: the profile alone decides
 * (the replay's own choice). `publicSource`: a file of another harness's public source that
 * states it (openai/codex's `codex-rs/...`), read, never copied.
 */
export type ConstantSource = {
  seeds?: readonly string[];
  fromTranscriptWhenNull?: string;
  measured?: "lab" | "transcripts";
  publicSource?: string;
  /** The repository `publicSource` is in; openai/codex when absent. */
  publicRepository?: string;
};

/**
 * Constants a mechanism reads that the constants panel shows in one group: their zod shape
 * (bounds and one-line meaning), the value every profile starts from, where that comes from,
 * and what the later profiles change (each profile builds on another: config/profiles.ts).
 */
export type ConstantSection<Shape extends z.ZodRawShape = z.ZodRawShape> = {
  group: ConstantGroupId;
  shape: Shape;
  defaults: ValuesOf<Shape>;
  sources: { readonly [K in keyof Shape]?: ConstantSource };
  profiles?: { readonly [P in ProfileId]?: Partial<ValuesOf<Shape>> };
};

export type EventFamily = "compaction" | "microcompaction" | "failure";

/** How the detail text prints numbers (the caller's formatting: the views' en-US one). */
export type NumberFormat = {
  integer(value: number): string;
  tokens(value: number): string;
};

/**
 * One kind of replay event: its family, the recorded event a replayed one can match (API
 * clearing happens on the server and leaves no `microcompact_boundary`, so it matches none),
 * and its detail in a table cell, whose parameter is the kind's detail type.
 */
export type EventKind<Detail = never> = {
  family: EventFamily;
  matches: "compaction" | "microcompaction" | null;
  describe: (detail: Detail, format: NumberFormat) => string;
};

/**
 * One compaction mechanism of Claude Code, whole: its constants (`constants`, with defaults,
 * sources and profile values), the event kinds it leaves, and its part of the check before each
 * call. Steps run in the order of `MECHANISMS` (mechanisms/index.ts); a clearing step advances
 * the check and returns null, a compaction step returns its outcome, which ends the check.
 */
export type Mechanism = {
  id: string;
  title: string;
  /**
   * Bumped when this mechanism's output for the same input can change (a new mechanism starts
   * at 1): the engine version adds them up (config/engine-version.ts), so every cache key moves.
   */
  version: number;
  constants: readonly ConstantSection[];
  // `any` detail: each kind's own describe() types its detail (replay/event-details.ts derives them).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  events: Readonly<Record<string, EventKind<any>>>;
  /** After the records before call k+1 are consumed, before its count (session memory's cadence). */
  observe?: (ctx: ReplayContext, k: number) => void;
  /** Its part of the check before call `check.k`; a compaction's outcome ends the check. */
  step?: (ctx: ReplayContext, check: Check) => CompactionOutcome | null;
  /** Shapes the compaction the check made (whichever mechanism made it), in list order. */
  adjust?: (ctx: ReplayContext, check: Check, outcome: CompactionOutcome) => CompactionOutcome;
};

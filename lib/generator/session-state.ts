import { emptyWorkLog, type WorkLog } from "./compact-summary";
import { ContextTracker } from "./context-tracker";
import { EngineCount } from "./engine-count";
import { FileCache } from "./file-cache";
import { uuid } from "./ids";
import type { Rng } from "./prng";
import type { Project } from "./project";
import type { Envelope, JsonRecord, Stamp } from "./record-factory";
import type { Todo } from "./tools/misc-tools";
import type { Style, ToolContext } from "./tools/tool-types";

/** Options after defaults were applied (see generate-transcript.ts for the public type). */
export type ResolvedOptions = {
  seed: number;
  style: Style;
  targetBytes: number;
  malformedLines: number;
  model: string;
  contextWindow: number;
  /** Context at which the session auto-compacts; null: the drawn version's own threshold. */
  autoCompactAt: number | null;
  proxyUsage: boolean;
};

/** Options once the version is drawn: the threshold is known. */
export type SessionOptions = Omit<ResolvedOptions, "autoCompactAt"> & { autoCompactAt: number };

/** Facts gathered while generating, published as GeneratedFacts. */
export type FactsAccumulator = {
  lines: number;
  apiCalls: number;
  sidechainApiCalls: number;
  compactions: { trigger: "auto" | "manual"; preTokens: number }[];
  microcompactions: number;
  /** 1-based line numbers. */
  malformedLines: number[];
  maxContextTokens: number;
};

/** The whole mutable state of one simulated session. */
export type SessionState = {
  rng: Rng;
  opts: SessionOptions;
  env: Envelope;
  project: Project;
  files: FileCache;
  tracker: ContextTracker;
  /** Current time, ms since epoch. */
  clock: number;
  /** uuid the next conversation record points to as parentUuid. */
  last: string | null;
  /** Bytes written so far (kept current by the line writer). */
  bytes: number;
  facts: FactsAccumulator;
  log: WorkLog;
  recentFiles: string[];
  recentReads: string[];
  /** The check as the replay engine sees it under the imitated version's profile. */
  engine: EngineCount;
  todos: Todo[];
  ttl1h: boolean;
  hooks: boolean;
  thinkingRate: number;
  turnIndex: number;
  slug: string;
  bigImageDone: boolean;
  /** No main-thread call since the last compaction: never compact twice in a row. */
  justCompacted: boolean;
  stop: boolean;
};

export function newTracker(rng: Rng, ttl1h: boolean, systemTokens: number): ContextTracker {
  return new ContextTracker(rng, systemTokens, ttl1h ? 60 * 60_000 : 5 * 60_000);
}

export function initialState(
  rng: Rng,
  opts: SessionOptions,
  env: Envelope,
  project: Project,
  startTime: number,
  slug: string,
): SessionState {
  const ttl1h = opts.style === "2.1" && rng.chance(0.2);
  return {
    rng,
    opts,
    env,
    project,
    files: new FileCache(opts.seed, project),
    tracker: newTracker(rng, ttl1h, rng.int(13_000, 21_000)),
    clock: startTime,
    last: null,
    bytes: 0,
    facts: {
      lines: 0,
      apiCalls: 0,
      sidechainApiCalls: 0,
      compactions: [],
      microcompactions: 0,
      malformedLines: [],
      maxContextTokens: 0,
    },
    log: emptyWorkLog(),
    recentFiles: [],
    recentReads: [],
    engine: new EngineCount(env.version, opts.contextWindow, opts.model),
    todos: [],
    ttl1h,
    hooks: rng.chance(0.6),
    thinkingRate: rng.chance(0.7) ? rng.range(0.25, 0.6) : 0,
    turnIndex: 0,
    slug,
    // A draw that once decided microcompaction, kept so sessions that never reach a check
    // stay what they were for their seed (demo, sample and e2e seeds were chosen on them).
    ...(rng.chance(0.8) && {}),
    bigImageDone: false,
    justCompacted: false,
    stop: false,
  };
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** Advances the clock by `ms` and returns a stamp chained to the current `last` record. */
export function chained(s: SessionState, ms: number, parentUuid: string | null = s.last): Stamp {
  s.clock += Math.max(1, Math.round(ms));
  const id = uuid(s.rng);
  s.last = id;
  return { parentUuid, uuid: id, timestamp: iso(s.clock) };
}

/** Metadata line helpers (no uuid, FORMAT.md §2). */
export function fileHistorySnapshot(messageId: string, timestamp: string): JsonRecord {
  return {
    type: "file-history-snapshot",
    messageId,
    snapshot: { messageId, trackedFileBackups: {}, timestamp },
    isSnapshotUpdate: false,
  };
}

/** Close enough to the target: another turn (a few KB at least) would overshoot more. */
export function reachedTarget(s: SessionState): boolean {
  const target = s.opts.targetBytes;
  return s.bytes >= target - Math.min(4_000, target * 0.08);
}

/** Bytes still to produce before the target size is reached (never below a small floor). */
export function remainingBytes(s: SessionState): number {
  return Math.max(2_000, s.opts.targetBytes - s.bytes);
}

export function toolContext(s: SessionState, maxChars: number): ToolContext {
  return {
    rng: s.rng,
    project: s.project,
    files: s.files,
    style: s.opts.style,
    maxChars: Math.max(300, Math.floor(maxChars)),
    recentFiles: s.recentFiles,
  };
}

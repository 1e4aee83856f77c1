import { Piscina } from "piscina";
import { z } from "zod";
import { AppError } from "../errors";
import type { SessionSweep } from "../sweeps/replay-settings";
import type {
  ReplayTask,
  ReplayTaskResult,
  SweepTask,
  SweepTaskResult,
  ToFullTask,
  ToFullTaskResult,
} from "./replay-task";

export type ReplayPoolOptions = {
  /** Absolute path of the bundled worker (see worker-file.ts). */
  filename: string;
  threads: number;
  /** Replays allowed to wait beyond the ones running; more answer 503. */
  maxQueue: number;
};

export type ReplayOutput = Extract<ReplayTaskResult, { kind: "done" }>;

/** Assumed cost of one replay before any was timed: sets the first Retry-After. */
const FIRST_ESTIMATE_MS = 200;
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * Worker threads that replay off the API's event loop, so a long replay never delays the
 * sessions list. Bounded: past `threads + maxQueue` unfinished tasks a replay is refused with
 * 503 `overloaded` and a Retry-After from the measured replay time, instead of queueing
 * without end. The count is ours (not Piscina's maxQueue) so it holds from the first task,
 * before any worker has started.
 */
export function createReplayPool({ filename, threads, maxQueue }: ReplayPoolOptions) {
  const pool = new Piscina({ filename, minThreads: threads, maxThreads: threads });
  let pending = 0;
  let averageMs = FIRST_ESTIMATE_MS;

  function retryAfterSeconds(): number {
    const seconds = Math.ceil(((pending / threads) * averageMs) / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, seconds));
  }

  async function submit(task: ReplayTask): Promise<ReplayTaskResult>;
  async function submit(task: SweepTask): Promise<SweepTaskResult>;
  async function submit(task: ToFullTask): Promise<ToFullTaskResult>;
  async function submit(
    task: ReplayTask | SweepTask | ToFullTask,
  ): Promise<ReplayTaskResult | SweepTaskResult | ToFullTaskResult> {
    if (pending >= threads + maxQueue) {
      throw new AppError("overloaded", "Too many replays are running; try again shortly.", {
        retryAfterSeconds: retryAfterSeconds(),
      });
    }
    pending += 1;
    const started = performance.now();
    try {
      const result = (await pool.run(task)) as
        ReplayTaskResult | SweepTaskResult | ToFullTaskResult;
      // A moving average: recent replays say most about the next wait.
      averageMs = 0.8 * averageMs + 0.2 * (performance.now() - started);
      return result;
    } finally {
      pending -= 1;
    }
  }

  return {
    /**
     * Replays in a worker. The model goes along only when the worker asks for it: `loadBlob`
     * reads it (null when the transcript is gone, then run answers null). Throws the ZodError
     * of a request that is invalid for this model.
     */
    async run(
      task: Omit<ReplayTask, "blob">,
      loadBlob: () => Promise<Uint8Array | null>,
    ): Promise<ReplayOutput | null> {
      let result = await submit(task);
      if (result.kind === "need-model") {
        const blob = await loadBlob();
        if (blob === null) return null;
        result = await submit({ ...task, blob });
      }
      // Thrown again as the ZodError it was, so the route answers 422, not 500.
      if (result.kind === "invalid") throw new z.ZodError(result.issues);
      if (result.kind !== "done") throw new Error("The replay worker asked again for the model.");
      return result;
    },
    /**
     * One session of a sweep: every request replayed and measured in one worker task, the
     * model read (`loadBlob`) at most once. Null when the transcript is gone.
     */
    async runSweep(
      task: Omit<SweepTask, "blob" | "kind">,
      loadBlob: () => Promise<Uint8Array | null>,
    ): Promise<SessionSweep | null> {
      let result = await submit({ ...task, kind: "sweep" });
      if (result.kind === "need-model") {
        const blob = await loadBlob();
        if (blob === null) return null;
        result = await submit({ ...task, kind: "sweep", blob });
      }
      if (result.kind !== "swept") throw new Error("The replay worker asked again for the model.");
      return result.sweep;
    },
    /** SPEC's full form of a stored (gzip-compressed) inspector form, made in a worker. */
    async toFull(gzip: Uint8Array): Promise<Uint8Array> {
      return (await submit({ kind: "to-full", gzip })).json;
    },
    /** Unfinished tasks (running or waiting). */
    get pending(): number {
      return pending;
    },
    /** Tasks it would still take before refusing one as overloaded. */
    get room(): number {
      return threads + maxQueue - pending;
    },
    close(): Promise<void> {
      return pool.destroy();
    },
  };
}

export type ReplayPool = ReturnType<typeof createReplayPool>;

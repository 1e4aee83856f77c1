import { AsyncResource } from "node:async_hooks";
import {
  parsePayload,
  type JobHandlers,
  type JobKindOf,
  type JobPayload,
  type JobPayloadSchemas,
  type JobQueue,
} from "./job-types";

export type InProcessQueueOptions = {
  /** Jobs run at once. */
  concurrency?: number;
  /** Further attempts of a job that throws (0: a fault is final, the single-user default). */
  retryLimit?: number;
  /** Wait before the first retry; each next one waits twice as long. */
  retryDelayMs?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs jobs in this process, at most `concurrency` at once, in the order they came. A job that
 * throws is retried up to `retryLimit` times with backoff, then logged; it never stops the
 * others. Nothing survives the process: at start-up the services resume or mark what was left
 * unfinished (each capability's `resumeUnfinished`, lib/services/capability.ts).
 */
export function createInProcessQueue<S extends JobPayloadSchemas>(
  payloads: S,
  handlers: () => JobHandlers<S>,
  { concurrency = 2, retryLimit = 0, retryDelayMs = 2_000 }: InProcessQueueOptions = {},
): JobQueue<S> {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  /** Jobs waiting out a retry delay: the queue is not idle while one is. */
  let delayed = 0;
  let idleWaiters: (() => void)[] = [];

  function settleIdle(): void {
    if (running > 0 || waiting.length > 0 || delayed > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  function next(): void {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift() as () => Promise<void>;
      running += 1;
      void job().finally(() => {
        running -= 1;
        next();
      });
    }
    settleIdle();
  }

  function schedule<K extends JobKindOf<S>>(
    kind: K,
    payload: JobPayload<S, K>,
    attempt: number,
  ): void {
    const handler: JobHandlers<S>[K] = handlers()[kind];
    // Bound to the enqueuer's async context: the job runs in the workspace of the request that
    // queued it (lib/db/workspace-scope.ts), not in that of whichever job ran before it.
    waiting.push(
      AsyncResource.bind(async () => {
        try {
          await handler(payload, { isLastAttempt: attempt >= retryLimit });
        } catch (error) {
          if (attempt >= retryLimit) {
            console.error(`A background ${kind} job failed:`, error);
            return;
          }
          delayed += 1;
          void sleep(retryDelayMs * 2 ** attempt).then(() => {
            delayed -= 1;
            schedule(kind, payload, attempt + 1);
          });
        }
      }),
    );
    queueMicrotask(next);
  }

  return {
    async enqueue<K extends JobKindOf<S>>(kind: K, payload: JobPayload<S, K>): Promise<void> {
      schedule(kind, parsePayload(payloads, kind, payload), 0);
    },
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0 && delayed === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

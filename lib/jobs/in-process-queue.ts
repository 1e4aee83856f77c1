import { AsyncResource } from "node:async_hooks";
import {
  JOB_PAYLOADS,
  type JobHandlers,
  type JobKind,
  type JobPayload,
  type JobQueue,
} from "./job-kinds";

/**
 * Runs jobs in this process, at most `concurrency` at once, in the order they came. A job that
 * throws is logged and never stops the others. Nothing survives the process: the start-up sweep
 * marks what was left unfinished (lib/db/summary-variants.ts), so nothing is lost silently.
 */
export function createInProcessQueue<K extends JobKind>(
  handlers: () => JobHandlers<K>,
  { concurrency = 2 }: { concurrency?: number } = {},
): JobQueue<K> {
  const waiting: (() => Promise<void>)[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  function next(): void {
    while (running < concurrency && waiting.length > 0) {
      const job = waiting.shift() as () => Promise<void>;
      running += 1;
      void job()
        .catch((error: unknown) => console.error("A background job failed:", error))
        .finally(() => {
          running -= 1;
          next();
        });
    }
    if (running === 0 && waiting.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  }

  return {
    enqueue<P extends K>(kind: P, payload: JobPayload<P>): void {
      const parsed = JOB_PAYLOADS[kind].parse(payload) as JobPayload<P>;
      const handler = handlers()[kind] as (payload: JobPayload<P>) => Promise<void>;
      // Bound to the enqueuer's async context: the job runs in the workspace of the request that
      // queued it (lib/db/workspace-scope.ts), not in that of whichever job ran before it.
      waiting.push(AsyncResource.bind(() => handler(parsed)));
      queueMicrotask(next);
    },
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

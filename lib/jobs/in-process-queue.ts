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
export function createInProcessQueue(
  handlers: () => JobHandlers,
  { concurrency = 2 }: { concurrency?: number } = {},
): JobQueue {
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
    enqueue<K extends JobKind>(kind: K, payload: JobPayload<K>): void {
      const parsed = JOB_PAYLOADS[kind].parse(payload) as JobPayload<K>;
      const handler = handlers()[kind] as (payload: JobPayload<K>) => Promise<void>;
      waiting.push(() => handler(parsed));
      queueMicrotask(next);
    },
    idle(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}

/**
 * Files waiting for a reader, in the order they were asked for: a pool thread takes the next as
 * one frees up, and the storing thread takes one whenever it would otherwise wait for a read
 * (`helpOne`). So the storing thread is one of the readers: on two cores one pool thread and it
 * read side by side, instead of two pool threads that each pay a thread's start-up, a module
 * graph and a JIT warm-up of their own while the storing thread mostly waits.
 */
export function createReadQueue<Item, T>(options: {
  /** Threads of the pool; 0 reads every file through `readHere`. */
  poolThreads: number;
  readOnPool: (item: Item) => Promise<T>;
  readHere: (item: Item) => Promise<T>;
}) {
  type Waiting = { item: Item; resolve: (value: T) => void; reject: (error: unknown) => void };
  const waiting: Waiting[] = [];
  let onPool = 0;

  const settle = (job: Waiting, reading: Promise<T>) => reading.then(job.resolve, job.reject);

  function fillPool(): void {
    while (onPool < options.poolThreads && waiting.length > 0) {
      const job = waiting.shift()!;
      onPool += 1;
      void settle(job, options.readOnPool(job.item)).finally(() => {
        onPool -= 1;
        fillPool();
      });
    }
  }

  return {
    /** The file's reading, started by whichever reader is free first. */
    read(item: Item): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push({ item, resolve, reject });
        fillPool();
      });
    },
    /** Reads the next waiting file on this thread; false when none waits. */
    async helpOne(): Promise<boolean> {
      const job = waiting.shift();
      if (job === undefined) return false;
      await settle(job, options.readHere(job.item));
      return true;
    },
  };
}

/**
 * Waits for `reading`, reading waiting files on this thread meanwhile: the first waiting file is
 * usually the awaited one itself, when no pool thread was free to take it.
 */
export async function awaitHelping<T>(
  reading: Promise<T>,
  queue: { helpOne: () => Promise<boolean> },
): Promise<T> {
  let settled = false;
  reading.then(
    () => (settled = true),
    () => (settled = true),
  );
  await Promise.resolve(); // a reading already settled says so before any help starts
  while (!settled && (await queue.helpOne()));
  return reading;
}

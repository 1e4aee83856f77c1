/**
 * Reading ahead of storing: `take(i)` is file i's reading. Files are started in plan order while
 * those started and not yet taken hold less than `aheadBytes` of the tree, so the threads keep
 * reading while this thread stores or waits for a long file, and what waits in memory (a read
 * file's compressed pieces and model, about a quarter of its bytes) stays bounded.
 * `start()` begins before the first is asked for.
 */
export function readAhead<Item extends { bytes: number }, T>(
  planned: readonly Item[],
  aheadBytes: number,
  read: (item: Item) => T,
) {
  const started = new Map<number, T>();
  let nextToStart = 0;
  let heldBytes = 0;
  const startMore = (taken: number) => {
    for (; nextToStart < planned.length; nextToStart++) {
      const next = planned[nextToStart]!;
      // The file to be taken is always started, however large.
      if (nextToStart > taken && heldBytes + next.bytes > aheadBytes) return;
      started.set(nextToStart, read(next));
      heldBytes += next.bytes;
    }
  };
  return {
    start: () => startMore(0),
    take(index: number): T {
      startMore(index);
      const run = started.get(index)!;
      started.delete(index); // taken once: what it holds goes once stored
      heldBytes -= planned[index]!.bytes;
      startMore(index + 1);
      return run;
    },
  };
}

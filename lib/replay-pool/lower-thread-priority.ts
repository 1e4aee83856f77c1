import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";

/**
 * A replay thread's suggested niceness (`REPLAY_NICENESS`): at 10 the kernel gives it about a
 * tenth of the weight of the API's thread (nice 0) when both want a core, so the sessions list
 * is answered between two slices of a replay instead of after it, while an idle core still runs
 * replays at full speed; but a replay then also waits behind any other busy program.
 */
export const REPLAY_THREAD_NICENESS = 10;

/**
 * Lowers the calling thread's scheduling priority, not the process's: on Linux a thread is a
 * task of its own, named by /proc/thread-self, and setpriority(2) on its id changes it alone.
 * Answers whether it could (elsewhere, or without /proc, the thread keeps its priority).
 *
 * @example lowerThisThreadPriority() // true on Linux: this worker thread now runs at nice 10
 */
export function lowerThisThreadPriority(niceness: number = REPLAY_THREAD_NICENESS): boolean {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, niceness);
    return true;
  } catch {
    return false;
  }
}

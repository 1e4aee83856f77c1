import { ToolResultQueue } from "../replay/tool-result-queue";

/** A queue of results with the given token sizes, oldest first, ids r0, r1, ... */
export function makeQueue(tokens: readonly number[]): ToolResultQueue {
  const queue = new ToolResultQueue();
  tokens.forEach((size, i) => queue.push(`r${i}`, size, i));
  return queue;
}

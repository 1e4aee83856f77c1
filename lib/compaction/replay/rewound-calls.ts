import type { ApiCall, Entry } from "../../transcript/model";

/** Ancestors walked from a call's first record before giving up (a long chain of tool results). */
const MAX_STEPS = 10_000;

/**
 * For each main-thread call, the call whose context its request continues: the previous one,
 * or an earlier one when the user rewound the conversation (Esc Esc, /rewind) and the file goes
 * on from an older message. The client counts, and the API receives, that branch: the records
 * it abandoned are in the file but not in the request. Found by walking `parentUuid` from the
 * call's first record to the nearest record of an earlier call; a chain cut by a compaction or
 * a parent the file lacks leaves the previous call. Length calls + 1 (the end of the file
 * continues the last call).
 *
 * @example
 * // call 3's prompt answers call 1's reply: calls 2's exchange was rewound away
 * continuedCalls(entries, calls)[3] // 1
 */
export function continuedCalls(entries: readonly Entry[], calls: readonly ApiCall[]): Int32Array {
  const continues = new Int32Array(calls.length + 1);
  for (let k = 0; k <= calls.length; k++) continues[k] = k - 1;
  const entryOf = new Map<string, number>();
  entries.forEach((entry, e) => {
    if (entry.uuid !== null && !entryOf.has(entry.uuid)) entryOf.set(entry.uuid, e);
  });
  const callOf = new Map<string, number>();
  calls.forEach((call, k) => callOf.set(call.messageId, k));
  for (let k = 2; k < calls.length; k++) {
    const call = calls[k];
    if (call === undefined) continue;
    const ancestor = nearestCallAncestor(entries, call.firstEntry, k, entryOf, callOf);
    if (ancestor !== null && ancestor < k - 1) continues[k] = ancestor;
  }
  return continues;
}

function nearestCallAncestor(
  entries: readonly Entry[],
  from: number,
  k: number,
  entryOf: ReadonlyMap<string, number>,
  callOf: ReadonlyMap<string, number>,
): number | null {
  let parent = entries[from]?.parentUuid ?? null;
  for (let step = 0; parent !== null && step < MAX_STEPS; step++) {
    const e = entryOf.get(parent);
    const entry = e === undefined ? undefined : entries[e];
    if (entry === undefined) return null;
    const j = entry.messageId === null ? undefined : callOf.get(entry.messageId);
    if (j !== undefined && j < k) return j;
    parent = entry.parentUuid;
  }
  return null;
}

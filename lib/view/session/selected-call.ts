/** A table row that stands for one call: main-thread unless it says otherwise. */
export type CallRowRef = { atCall: number; isMainThread?: boolean };

/**
 * Whether a row is the call the URL selects (`?call=`, a main-thread call index): the tables
 * highlight it. A subagent's call of the same index is another call.
 *
 * @example
 * isSelectedCall({ atCall: 12 }, 12) // true
 * isSelectedCall({ atCall: 12, isMainThread: false }, 12) // false
 */
export function isSelectedCall(row: CallRowRef, selected: number | null): boolean {
  return selected !== null && row.isMainThread !== false && row.atCall === selected;
}

import { formatInteger } from "@/lib/view/format/format-number";

/**
 * The note above a list filtered on the replay's agreement: the sessions it leaves out because
 * they are not measured yet (never counted as reproducing), or null when there are none.
 *
 * @example
 * describeNotMeasured(2) // "2 sessions the other filters match are not measured yet, so this list leaves them out; they are being measured in the background (reload to see them)."
 */
export function describeNotMeasured(notMeasured: number | null): string | null {
  if (notMeasured === null || notMeasured === 0) return null;
  const sessions = notMeasured === 1 ? "1 session" : `${formatInteger(notMeasured)} sessions`;
  return (
    `${sessions} the other filters match ${notMeasured === 1 ? "is" : "are"} not measured yet, ` +
    `so this list leaves ${notMeasured === 1 ? "it" : "them"} out; ` +
    `${notMeasured === 1 ? "it is" : "they are"} being measured in the background (reload to see ${notMeasured === 1 ? "it" : "them"}).`
  );
}

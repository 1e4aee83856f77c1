import type { Entry } from "../../../transcript/model";

/**
 * The entries of [from, to) on the branch that ends at entry `to - 1`, walking `parentUuid`
 * back: after a `/rewind` the history the client holds is that branch, and the turns it
 * abandoned stay in the file beside it (the Gemini CLI reader puts them on a dead branch).
 * Null when the span holds no other branch, so every entry counts (no walk needed). Linear in
 * the span.
 *
 * @example
 * // u1 g1 u2 g2 (rewound to u2) u3 g3: the branch of g3 is u1 g1 u3 g3
 * activeBranch(entries, 0, 6) // Set { 0, 1, 4, 5 }
 */
export function activeBranch(
  entries: readonly Entry[],
  from: number,
  to: number,
): Set<number> | null {
  const indexOf = new Map<string, number>();
  let isLinear = true;
  for (let e = from; e < to; e++) {
    const entry = entries[e];
    if (entry?.uuid == null) continue;
    const previous = e > from ? entries[e - 1] : undefined;
    if (previous?.uuid != null && entry.parentUuid !== null && entry.parentUuid !== previous.uuid)
      isLinear = false;
    indexOf.set(entry.uuid, e);
  }
  if (isLinear) return null;
  const branch = new Set<number>();
  let e: number | undefined = to - 1;
  while (e !== undefined && e >= from && !branch.has(e)) {
    branch.add(e);
    const parent: string | null = entries[e]?.parentUuid ?? null;
    e = parent === null ? undefined : indexOf.get(parent);
  }
  return branch;
}

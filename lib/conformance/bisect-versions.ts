/** A change between two neighbouring versions of a list: their indexes and what each showed. */
export type Change = { lo: number; hi: number; before: string; after: string };

/**
 * Where a probed signature changes along an ordered version list: probes both ends, then halves
 * every stretch whose ends differ until each change sits between two neighbours. `probe` is
 * asked each index at most once. A change that reverts inside a stretch with equal ends is not
 * seen (the bisection's one blind spot: probe more versions to rule it out).
 *
 * @example
 * await bisectChanges(5, async (i) => (i < 3 ? "a" : "b")) // [{ lo: 2, hi: 3, before: "a", after: "b" }]
 */
export async function bisectChanges(
  count: number,
  probe: (index: number) => Promise<string>,
): Promise<Change[]> {
  const seen = new Map<number, string>();
  const at = async (index: number) => {
    const known = seen.get(index);
    if (known !== undefined) return known;
    const signature = await probe(index);
    seen.set(index, signature);
    return signature;
  };
  const changes: Change[] = [];
  const bisect = async (lo: number, hi: number): Promise<void> => {
    const [before, after] = [await at(lo), await at(hi)];
    if (before === after) return;
    if (hi - lo <= 1) return void changes.push({ lo, hi, before, after });
    const mid = Math.floor((lo + hi) / 2);
    await bisect(lo, mid);
    await bisect(mid, hi);
  };
  if (count > 0) await bisect(0, count - 1);
  return changes;
}

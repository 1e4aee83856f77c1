/**
 * The smallest reported context (a response's `total_tokens`) after which a Codex version
 * compacts before the next turn, to the token: compacted at X, not at X - 1. `compactsAt`
 * runs one probe; the search is a plain bisection between a usage that does not compact and
 * one that does, so it is tested without a client.
 */

export type CompactsAt = (totalTokens: number) => Promise<boolean>;

export type ThresholdSearch = {
  /** null: no compaction up to `ceiling`. */
  threshold: number | null;
  probes: number;
};

export async function bisectThreshold(
  compactsAt: CompactsAt,
  floor: number,
  ceiling: number,
): Promise<ThresholdSearch> {
  let probes = 0;
  const probe = async (total: number) => {
    probes++;
    return compactsAt(total);
  };
  if (!(await probe(ceiling))) return { threshold: null, probes };
  // The floor is a usage the search assumes quiet; checked, so a version compacting even
  // there answers the floor rather than a wrong number above it.
  if (await probe(floor)) return { threshold: floor, probes };
  let quiet = floor;
  let loud = ceiling;
  while (loud - quiet > 1) {
    const middle = Math.floor((quiet + loud) / 2);
    if (await probe(middle)) loud = middle;
    else quiet = middle;
  }
  return { threshold: loud, probes };
}

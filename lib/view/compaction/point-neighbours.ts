import type { CompactionPoint } from "../../contracts/compaction-points";

export type Neighbour = { point: string; label: string } | null;

function describe(point: CompactionPoint): string {
  return `${point.origin} ${point.kind.replace(/-/g, " ")} at call ${point.atCall}`;
}

/**
 * The compaction points before and after one, in call order (recorded before replayed at the
 * same call, the order `toCompactionPoints` gives): the page's previous/next links.
 *
 * @example
 * pointNeighbours(points, "replayed-40") // { previous: { point: "recorded-…", ... }, next: null }
 */
export function pointNeighbours(
  points: readonly CompactionPoint[],
  current: string,
): { previous: Neighbour; next: Neighbour; position: number; count: number } {
  const at = points.findIndex((p) => p.point === current);
  const toNeighbour = (p: CompactionPoint | undefined): Neighbour =>
    p === undefined ? null : { point: p.point, label: describe(p) };
  return {
    previous: at <= 0 ? null : toNeighbour(points[at - 1]),
    next: at === -1 ? null : toNeighbour(points[at + 1]),
    position: at + 1,
    count: points.length,
  };
}

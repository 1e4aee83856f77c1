import { describe, expect, it } from "vitest";
import { pointNeighbours } from "./point-neighbours";
import { makePoint as point } from "./testing/make-replay";

const points = [
  point("recorded-a", 10, "compact-boundary"),
  point("replayed-10", 10),
  point("replayed-25", 25),
];

describe("pointNeighbours", () => {
  it.each([
    ["recorded-a", null, "replayed-10", 1],
    ["replayed-10", "recorded-a", "replayed-25", 2],
    ["replayed-25", "replayed-10", null, 3],
    ["replayed-99", null, null, 0],
  ])("%s sits between %s and %s", (current, previous, next, position) => {
    const n = pointNeighbours(points, current);
    expect([n.previous?.point ?? null, n.next?.point ?? null, n.position, n.count]).toEqual([
      previous,
      next,
      position,
      3,
    ]);
  });

  it("labels a neighbour by origin, kind and call", () => {
    expect(pointNeighbours(points, "replayed-10").previous?.label).toBe(
      "recorded compact boundary at call 10",
    );
  });
});

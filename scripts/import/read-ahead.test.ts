import { describe, expect, it } from "vitest";
import { readAhead } from "./read-ahead";

/** Which files each step has started, by index, with files of the given sizes. */
function startedAfterEachTake(sizes: number[], aheadBytes: number) {
  const files = sizes.map((bytes, index) => ({ bytes, index }));
  const started: number[] = [];
  const reads = readAhead(files, aheadBytes, (file) => {
    started.push(file.index);
    return file.index;
  });
  reads.start();
  const steps = [[...started]];
  for (const file of files) {
    expect(reads.take(file.index)).toBe(file.index);
    steps.push([...started]);
  }
  return steps;
}

describe("readAhead", () => {
  it.each([
    // Everything fits: all start at once.
    [
      [10, 10, 10],
      100,
      [
        [0, 1, 2],
        [0, 1, 2],
        [0, 1, 2],
        [0, 1, 2],
      ],
    ],
    // 25 bytes ahead: two files of 10 wait at most, the next starts as one is taken.
    [
      [10, 10, 10, 10],
      25,
      [
        [0, 1],
        [0, 1, 2],
        [0, 1, 2, 3],
        [0, 1, 2, 3],
        [0, 1, 2, 3],
      ],
    ],
    // A file larger than the bound still starts when its turn comes.
    [[50, 10], 25, [[0], [0, 1], [0, 1]]],
  ])("files of %j with %i bytes ahead start as %j", (sizes, ahead, expected) => {
    expect(startedAfterEachTake(sizes, ahead)).toEqual(expected);
  });
});

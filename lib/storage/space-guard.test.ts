import { describe, expect, it } from "vitest";
import { diskNeededFor, WAL_HIGH_WATER_BYTES } from "./space-guard";

const MB = 1_000_000;

describe("diskNeededFor", () => {
  it.each([
    { case: "an empty WAL: the bytes, and once more in the WAL", needed: MB, wal: 0, disk: 2 * MB },
    {
      case: "a WAL with frames: they become database pages at the next checkpoint",
      needed: MB,
      wal: 3 * MB,
      disk: MB + MB + 3 * MB,
    },
    {
      case: "a WAL near its high-water mark grows only to it",
      needed: MB,
      wal: WAL_HIGH_WATER_BYTES - 1_000,
      disk: MB + 1_000 + WAL_HIGH_WATER_BYTES - 1_000,
    },
    {
      case: "a WAL at its high-water mark is reused, not grown",
      needed: MB,
      wal: WAL_HIGH_WATER_BYTES,
      disk: MB + WAL_HIGH_WATER_BYTES,
    },
    { case: "nothing to write still counts the WAL's frames", needed: 0, wal: 5_000, disk: 5_000 },
  ])("$case", ({ needed, wal, disk }) => {
    expect(diskNeededFor(needed, wal)).toBe(disk);
  });
});

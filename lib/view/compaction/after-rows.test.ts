import { describe, expect, it } from "vitest";
import type { PostCompactItem } from "../../compaction/replay/compaction-facts";
import { toAfterRows } from "./after-rows";

const items: PostCompactItem[] = [
  { kind: "boundary", tokens: 40 },
  { kind: "summary", tokens: 3_960 },
  { kind: "file", tokens: 2_000, path: "/repo/src/a.ts" },
  { kind: "skill", tokens: 1_000, name: "pdf" },
  { kind: "attachment", tokens: 500 },
  { kind: "base-overhead", tokens: 2_500 },
];

describe("toAfterRows", () => {
  it("totals exactly the engine's items", () => {
    const { rows, total } = toAfterRows(items);
    expect(total).toBe(10_000);
    expect(rows.reduce((sum, r) => sum + r.tokens, 0)).toBe(total);
    expect(rows.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1);
  });

  it.each([
    [0, "Compact boundary", "", 0.004, "0.4%"],
    [1, "Summary", "", 0.396, "39.6%"],
    [2, "Restored file", "/repo/src/a.ts", 0.2, "20.0%"],
    [3, "Skill", "pdf", 0.1, "10.0%"],
    [4, "Attachment", "", 0.05, "5.0%"],
    [5, "System prompt and tools", "", 0.25, "25.0%"],
  ])(
    "row %i reads %s %j with share %d (%s), in the engine's order",
    (i, label, detail, share, shareLabel) => {
      expect(toAfterRows(items).rows[i]).toMatchObject({ label, detail, share, shareLabel });
    },
  );

  it.each<[PostCompactItem, string]>([
    [{ kind: "file", tokens: 1, path: "/home/ana/w/repo/src/a.ts" }, "…/repo/src/a.ts"],
    [{ kind: "file", tokens: 1, path: "src/a.ts" }, "src/a.ts"],
    [{ kind: "skill", tokens: 1, name: "pdf" }, "pdf"],
    [{ kind: "summary", tokens: 1 }, ""],
  ])("shortens %j to %j for the narrow column, the file name kept", (item, shortDetail) => {
    expect(toAfterRows([item]).rows[0]?.shortDetail).toBe(shortDetail);
  });

  it("has zero shares, not NaN, for an empty context", () => {
    expect(toAfterRows([{ kind: "boundary", tokens: 0 }]).rows[0]?.share).toBe(0);
    expect(toAfterRows([])).toEqual({ rows: [], total: 0 });
  });
});

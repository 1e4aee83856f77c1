import { describe, expect, it } from "vitest";
import { resolveConfig } from "../../compaction/config/resolve-config";
import { entryRange, type PostCompactItem } from "../../compaction/replay/compaction-facts";
import { aftermathSession } from "../../compaction/aftermath/testing/aftermath-session";
import { restoredFilesAt } from "./policy-restored-files";

const read = (path: string, chars = 400) => ({ name: "Read", path, result: "x".repeat(chars) });

function restoredAfter(
  paths: { path: string; chars?: number }[],
  postCompact: PostCompactItem[] = [],
) {
  const { model } = aftermathSession([
    { tools: paths.map((p) => read(p.path, p.chars)), context: 20_000 },
    { compact: "auto" },
  ]);
  const boundary = model.compactions[0]?.entryIndex ?? 0;
  return restoredFilesAt(model, entryRange(model.entries, 0, boundary), postCompact, {
    ...resolveConfig(model).values,
    restoreMaxFiles: 2,
    restoreTotalFileTokens: 3_000,
  });
}

describe("restoredFilesAt", () => {
  it.each<[string, { path: string; chars?: number }[], string[]]>([
    [
      "the most recent reads first, up to the file limit",
      [{ path: "/p/a.ts" }, { path: "/p/b.ts" }, { path: "/p/c.ts" }],
      ["/p/c.ts", "/p/b.ts"],
    ],
    [
      "of the most recent, one that would pass the total is skipped",
      [
        { path: "/p/a.ts" },
        { path: "/p/big.ts", chars: 12_800 },
        { path: "/p/c.ts", chars: 10_000 },
      ],
      ["/p/c.ts"],
    ],
    ["CLAUDE.md is never restored", [{ path: "/p/a.ts" }, { path: "/p/CLAUDE.md" }], ["/p/a.ts"]],
  ])("%s", (_name, reads, expected) => {
    expect(restoredAfter(reads)).toEqual(expected);
  });

  it("the files a compaction recorded win over the policy's estimate", () => {
    expect(
      restoredAfter([{ path: "/p/a.ts" }], [{ kind: "file", path: "/p/z.ts", tokens: 10 }]),
    ).toEqual(["/p/z.ts"]);
  });
});

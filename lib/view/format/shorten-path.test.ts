import { describe, expect, it } from "vitest";
import { shortenPath } from "./shorten-path";

describe("shortenPath", () => {
  it.each([
    ["/home/ana/code/compaction-lab/web", "…/compaction-lab/web"],
    ["/Users/bo/src/app", "~/src/app"],
    ["/home/ana", "~"],
    ["/srv/app", "/srv/app"],
    ["/var/lib/work/deep/repo", "…/deep/repo"],
    ["C:\\Users\\bo\\code\\repo\\pkg", "…\\repo\\pkg"],
  ])("keeps the last two folders of %s: %s", (path, expected) => {
    expect(shortenPath(path)).toBe(expected);
  });
});

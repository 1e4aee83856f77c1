import { describe, expect, it } from "vitest";
import { parseWatchFolders } from "./watch-roots";

describe("parseWatchFolders", () => {
  it.each([
    [undefined, []],
    ["", []],
    ["~/.claude/projects", ["/home/ada/.claude/projects"]],
    ["~", ["/home/ada"]],
    ["/srv/a, /srv/b", ["/srv/a", "/srv/b"]],
    ["/srv/a:/srv/b", ["/srv/a", "/srv/b"]],
    ["/srv/a,,/srv/a/", ["/srv/a"]],
    ["/srv/a/../b", ["/srv/b"]],
    ["~other/x", [`${process.cwd()}/~other/x`]],
  ])("reads WATCH=%j as its folders, ~ expanded, each once", (value, folders) => {
    expect(parseWatchFolders(value, "/home/ada")).toEqual(folders);
  });

  it("refuses a value that is not text", () => {
    expect(() => parseWatchFolders(42, "/home/ada")).toThrow();
  });
});

import { describe, expect, it } from "vitest";
import type { FollowedFolder } from "../../contracts/live-folders";
import { describeFolders, toFolderRows } from "./describe-folders";

const env: FollowedFolder = { id: null, path: "/home/ada/.claude/projects", from: "WATCH" };
const added: FollowedFolder = { id: "f1", path: "/srv/logs", from: "settings" };

describe("describeFolders", () => {
  it.each([
    [
      [],
      false,
      "No folder is followed yet. Add a folder of this machine, such as ~/.claude/projects.",
    ],
    [
      [env],
      false,
      "Following 1 folder: every .jsonl transcript in them is imported, and grows in Sessions as its file does. Add a folder of this machine, such as ~/.claude/projects.",
    ],
    [
      [env, added],
      true,
      "Following 2 folders: every .jsonl transcript in them is imported, and grows in Sessions as its file does. On a team server, folders are set by whoever runs it (WATCH=).",
    ],
  ])("says what is followed and who adds folders (%#)", (folders, isTeam, text) => {
    expect(describeFolders(folders, isTeam)).toBe(text);
  });
});

describe("toFolderRows", () => {
  it("names each folder's origin; only folders added here can be removed", () => {
    expect(toFolderRows([env, added])).toEqual([
      {
        key: "WATCH:/home/ada/.claude/projects",
        path: env.path,
        origin: "WATCH= at start-up",
        removableId: null,
      },
      { key: "f1", path: "/srv/logs", origin: "added here", removableId: "f1" },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { PROFILE_IDS } from "@/lib/compaction/config/profiles";
import { profileGroups } from "./profile-groups";

describe("profileGroups", () => {
  it("groups every profile under the harness whose rules it replays", () => {
    const groups = profileGroups();
    expect(groups.map((group) => group.label)).toEqual([
      "Claude Code's rules",
      "Codex CLI's rules",
      "Gemini CLI's rules",
      "OpenCode's rules",
    ]);
    expect(groups[1]?.ids).toEqual([
      "codex-no-auto",
      "codex-family-limit",
      "codex-same-turn",
      "codex-pending",
      "codex",
    ]);
    expect(groups.flatMap((group) => group.ids).sort()).toEqual([...PROFILE_IDS].sort());
  });
});

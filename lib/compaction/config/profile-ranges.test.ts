import { describe, expect, it } from "vitest";
import { PROFILE_RANGES, versionSpanOfProfile } from "./profile-ranges";
import { PROFILE_IDS, PROFILES } from "./profiles";
import { profileForVersion } from "./resolve-profile";

describe("the profiles' version ranges", () => {
  it.each([
    ["cc-2.0", "until 2.1.2"],
    ["cc-2.1-early", "from 2.1.2 until 2.1.21"],
    ["cc-2.1", "from 2.1.21 until 2.1.69"],
    ["cc-2.1-quiet", "from 2.1.69 until 2.1.153"],
    ["cc-2.1-reactive", "from 2.1.153 until 2.1.269"],
    ["cc-2.1-lone-round", "from 2.1.269 on"],
    ["cc-2.1-auto-window", null],
    ["cc-1.0-literal", null],
  ] as const)("says %s is picked for Claude Code %s", (id, span) => {
    expect(versionSpanOfProfile(id)).toBe(span);
  });

  // A profile picked again after another's range names both of its ranges.
  it.each([
    ["codex-same-turn", "from 0.49.0 until 0.74.0 and from 0.79.0 until 0.99.0"],
    ["codex-pending", "from 0.74.0 until 0.79.0"],
    ["codex", "from 0.99.0 on"],
  ] as const)("says %s is picked for Codex CLI %s", (id, span) => {
    expect(versionSpanOfProfile(id)).toBe(span);
    expect(PROFILES[id].description).toContain(`Codex CLI ${span}:`);
  });

  // Regression: a profile's text said "2.1.69 to 2.1.153" where its radio said "2.1.69 to 2.1.152".
  it("words a profile's range the same in its description and in auto's reason", () => {
    for (const range of PROFILE_RANGES) {
      const span = versionSpanOfProfile(range.id);
      const version = range.since === "0" ? "1.0.117" : range.since;
      expect(PROFILES[range.id].description).toContain(`Claude Code ${span}:`);
      expect(profileForVersion(version).reason).toContain(`(Claude Code ${span})`);
    }
  });

  it("names a version only through the ranges, never by hand, in every description", () => {
    for (const id of PROFILE_IDS) {
      const span = versionSpanOfProfile(id) ?? "";
      const rest = PROFILES[id].description.replace(span, "");
      // Versions left in the text are facts about rules (2.1.153 compacts reactively), not a range.
      expect(rest, id).not.toMatch(/\d+\.\d+\.\d+ to \d+\.\d+\.\d+/);
    }
  });
});

import { describe, expect, it } from "vitest";
import type { RedactionSettings } from "../../contracts/redaction-settings";
import { parsePatternLines, toRedactionMode } from "./redaction-mode";

const makeSettings = (because: RedactionSettings["because"]): RedactionSettings => ({
  enabled: because !== "env-off" && because !== "workspace-off",
  because,
  workspaceEnabled: false,
  patterns: [],
});

describe("toRedactionMode", () => {
  it.each([
    ["env-on", false, "REDACT=on"],
    ["env-off", false, "REDACT=off"],
    ["env-unreadable", false, "to be safe"],
    ["team-server", false, "every team server"],
    ["workspace-on", true, "on for this workspace"],
    ["workspace-off", true, "open single-user mode"],
  ] as const)("%s: the switch decides: %s", (because, canToggle, words) => {
    const mode = toRedactionMode(makeSettings(because));
    expect(mode.canToggle).toBe(canToggle);
    expect(mode.sentence).toContain(words);
  });
});

describe("parsePatternLines", () => {
  it.each([
    ["", []],
    ["ACME-[0-9]{8}\n\n  internal\\.corp  \n", ["ACME-[0-9]{8}", "internal\\.corp"]],
  ])("%j", (text, patterns) => {
    expect(parsePatternLines(text)).toEqual(patterns);
  });
});

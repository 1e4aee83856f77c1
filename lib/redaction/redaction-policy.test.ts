import { describe, expect, it } from "vitest";
import { decideRedaction } from "./redaction-policy";

describe("decideRedaction", () => {
  it.each([
    [undefined, true, false, { enabled: true, because: "team-server" }],
    [undefined, false, false, { enabled: false, because: "workspace-off" }],
    [undefined, false, true, { enabled: true, because: "workspace-on" }],
    ["", true, false, { enabled: true, because: "team-server" }],
    ["off", true, true, { enabled: false, because: "env-off" }],
    ["ON", false, false, { enabled: true, because: "env-on" }],
    ["yes", false, false, { enabled: true, because: "env-unreadable" }],
  ] as const)(
    "REDACT=%s, team mode %s, workspace %s: %o",
    (redactEnv, isTeamMode, workspaceEnabled, expected) => {
      expect(decideRedaction({ redactEnv, isTeamMode, workspaceEnabled })).toEqual(expected);
    },
  );
});

import { describe, expect, it } from "vitest";
import { EVENT_KINDS, isOfFamily, kindsOf, type EventFamily } from "./event-kinds";

describe("event kinds", () => {
  it.each([
    [
      "compaction",
      [
        "codex-auto-compact",
        "gemini-compress",
        "opencode-compact",
        "session-memory-compact",
        "autocompact",
        "manual-compact",
        "partial-compact",
        "reactive-compact",
      ],
    ],
    [
      "microcompaction",
      [
        "time-based-microcompact",
        "api-thinking-clearing",
        "cached-microcompact",
        "microcompact",
        "api-tool-result-clearing",
        "opencode-prune",
      ],
    ],
    [
      "failure",
      [
        "microcompact-off",
        "recursion-guard",
        "window-switch",
        "session-memory-rejected",
        "ptl-retry",
        "compact-failed",
        "circuit-breaker",
      ],
    ],
  ] as const)("lists the %s family's kinds in the order of MECHANISMS", (family, kinds) => {
    expect(kindsOf(family)).toEqual(kinds);
  });

  it("puts every kind in exactly one family", () => {
    const families: EventFamily[] = ["compaction", "microcompaction", "failure"];
    expect(families.flatMap((f) => kindsOf(f)).sort()).toEqual(Object.keys(EVENT_KINDS).sort());
  });

  it.each([
    ["a compaction matches a recorded compaction", "autocompact", "compaction"],
    [
      "a local microcompaction matches a microcompact_boundary",
      "cached-microcompact",
      "microcompaction",
    ],
    ["API clearing happens on the server and matches nothing", "api-tool-result-clearing", null],
    ["a failure matches nothing", "compact-failed", null],
  ] as const)("%s", (_rule, kind, matches) => {
    expect(EVENT_KINDS[kind].matches).toBe(matches);
  });

  it("narrows an event to its family", () => {
    const event = { kind: "ptl-retry" as const };
    expect(isOfFamily(event, "failure")).toBe(true);
    expect(isOfFamily(event, "compaction")).toBe(false);
  });
});

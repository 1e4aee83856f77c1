import { describe, expect, it } from "vitest";
import { PROFILES } from "../config/profiles";
import { CONSTANT_NAMES, describeConstant } from "../config/replay-config";
import { EVENT_KINDS } from "../replay/event-kinds";
import { MECHANISMS } from "./index";

const ids = MECHANISMS.map((m) => m.id);
const sections = MECHANISMS.flatMap((m) => m.constants.map((section) => [m.id, section] as const));

describe("the mechanisms registry", () => {
  it("names each mechanism once", () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every constant of the replay config to exactly one mechanism", () => {
    const owned = sections.flatMap(([, section]) => Object.keys(section.shape));
    expect(owned.sort()).toEqual([...CONSTANT_NAMES].sort());
  });

  it("gives every event kind to exactly one mechanism", () => {
    const owned = MECHANISMS.flatMap((m) => Object.keys(m.events));
    expect(owned.sort()).toEqual(Object.keys(EVENT_KINDS).sort());
  });

  it.each(sections)(
    "%s: its defaults cover its constants and are what cc-2.0 (the base) starts from",
    (_id, section) => {
      expect(Object.keys(section.defaults).sort()).toEqual(Object.keys(section.shape).sort());
      const base: Record<string, unknown> = PROFILES["cc-2.0"].values;
      for (const [name, value] of Object.entries(section.defaults))
        expect(base[name]).toEqual(value);
    },
  );

  it.each(sections)(
    "%s: the seeds a source names are sorted, and the description a user reads cites none",
    (_id, section) => {
      for (const [name, source] of Object.entries(section.sources)) {
        const seeds = source?.seeds ?? [];
        expect(seeds).toEqual([...seeds].sort());
        // The panel names the documents behind a default and links them (/sources).
        const meaning = describeConstant(name as keyof (typeof PROFILES)["cc-2.0"]["values"]);
        expect(meaning).not.toMatch(/seed \d|SPEC §|FORMAT §|conformance lab/i);
      }
    },
  );

  it("orders the check: clearing (seed 003 time-based, cached; seed 004/002 legacy; API; OpenCode's prune), then the threshold (which Codex's auto compaction decides under its profiles), then the kept round's lone-round rule, then compaction, then reactive compaction", () => {
    const withStep = MECHANISMS.filter((m) => "step" in m).map((m) => m.id);
    expect(withStep).toEqual([
      "time-based-microcompact",
      "api-thinking-clearing",
      "cached-microcompact",
      "legacy-microcompact",
      "api-tool-result-clearing",
      "opencode-prune",
      "threshold",
      "codex-auto-compact",
      "gemini-compress",
      "opencode-compact",
      "kept-last-round",
      "session-memory",
      "full-compact",
      "manual-compact",
      "reactive-compact",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { PROFILES } from "../config/profiles";
import { CONSTANT_NAMES } from "../config/replay-config";
import { MECHANISMS } from "./index";

const ids = MECHANISMS.map((m) => m.id);

describe("the mechanisms registry", () => {
  it("names each mechanism once", () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every constant of the replay config to exactly one mechanism", () => {
    const owned = MECHANISMS.flatMap((m) => Object.keys(m.config));
    expect([...owned].sort()).toEqual([...CONSTANT_NAMES].sort());
  });

  it.each(MECHANISMS.map((m) => [m.id, m] as const))(
    "%s: its defaults cover its constants and are what cc-2.0 (the base) starts from",
    (_id, mechanism) => {
      expect(Object.keys(mechanism.defaults).sort()).toEqual(Object.keys(mechanism.config).sort());
      for (const [name, value] of Object.entries(mechanism.defaults))
        expect(PROFILES["cc-2.0"].values[name as keyof typeof mechanism.defaults]).toEqual(value);
    },
  );

  it("orders the check: clearing (seed 003 time-based, cached; seed 004/002 legacy; API), then the threshold, then the kept round's lone-round rule, then compaction, then reactive compaction", () => {
    expect(ids).toEqual([
      "window-sources",
      "time-based-microcompact",
      "api-thinking-clearing",
      "cached-microcompact",
      "legacy-microcompact",
      "api-tool-result-clearing",
      "threshold",
      "kept-last-round",
      "session-memory",
      "full-compact",
      "ptl-retry",
      "manual-compact",
      "reactive-compact",
    ]);
  });
});

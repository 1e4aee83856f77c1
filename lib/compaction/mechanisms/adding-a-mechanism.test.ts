import { z } from "zod";
import { describe, expect, it, vi } from "vitest";
import { constantSection } from "./config-fields";
import type { EventKind, Mechanism } from "./types";

// A made-up mechanism, added the way README.md says: its folder's exports and one line in
// MECHANISMS. Every list the engine and the views read must pick it up with no other edit.
const probeCompact = {
  id: "probe-compact",
  title: "A mechanism that only exists in this test",
  version: 1,
  constants: [
    constantSection({
      group: "compaction",
      shape: { probeCompact: z.boolean().describe("Compact on a probe (seed 009)") },
      defaults: { probeCompact: false },
      sources: { probeCompact: { seeds: ["009"] } },
      profiles: { "cc-2.1-lone-round": { probeCompact: true } },
    }),
  ],
  events: {
    "probe-compact": {
      family: "compaction",
      matches: "compaction",
      describe: (d, f) => `probed ${f.tokens(d.tokens)}`,
    } satisfies EventKind<{ tokens: number }>,
  },
} satisfies Mechanism;

vi.mock("./index", async (importActual) => {
  const actual = await importActual<typeof import("./index")>();
  return { MECHANISMS: [...actual.MECHANISMS, probeCompact] };
});

describe("adding a mechanism is its folder and one line in MECHANISMS", () => {
  it("puts its constants in the schema, the profiles' base and the profiles that switch it on", async () => {
    const { replayConfigSchema } = await import("../config/replay-config");
    const { PROFILES } = await import("../config/profiles");
    expect(replayConfigSchema.shape).toHaveProperty("probeCompact");
    const values = (id: keyof typeof PROFILES): Record<string, unknown> => PROFILES[id].values;
    expect(values("cc-2.0").probeCompact).toBe(false);
    expect(values("cc-2.1-reactive").probeCompact).toBe(false);
    expect(values("cc-2.1-lone-round").probeCompact).toBe(true);
  });

  it("shows its constants in their group with their source", async () => {
    const { groupOfConstant, sourceOfDefault } = await import("../config/replay-config");
    const name = "probeCompact" as Parameters<typeof groupOfConstant>[0];
    expect(groupOfConstant(name)).toBe("compaction");
    expect(sourceOfDefault(name)).toEqual({ seeds: ["009"] });
  });

  it("lists its event kinds, in their family, with their detail text", async () => {
    const { EVENT_KINDS, kindsOf } = await import("../replay/event-kinds");
    expect(kindsOf("compaction")).toContain("probe-compact");
    expect(Object.entries(EVENT_KINDS)).toContainEqual([
      "probe-compact",
      probeCompact.events["probe-compact"],
    ]);
  });

  it("moves the engine version by its own version, so no stale replay is served", async () => {
    const { REPLAY_ENGINE_VERSION } = await import("../config/engine-version");
    expect(REPLAY_ENGINE_VERSION).toBe(8 + 1);
  });
});

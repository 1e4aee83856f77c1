import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sumTokens } from "./compaction-facts";
import { isOfFamily } from "./event-kinds";
import { replaySession } from "./replay-session";
import { arbitrarySession } from "../testing/arbitrary-session";
import { deepFreeze } from "../testing/deep-freeze";
import { makeModel } from "../testing/make-model";

const firstCompaction = (events: { kind: string; atCall: number }[]) =>
  events.find((e) => e.kind === "autocompact" || e.kind === "session-memory-compact")?.atCall ??
  Number.POSITIVE_INFINITY;

describe("replay invariants", () => {
  it("never mutates its input (the model is deep-frozen) and gives the same result as on a live copy", () => {
    fc.assert(
      fc.property(arbitrarySession, (script) => {
        const frozen = deepFreeze(makeModel(script));
        const request = {
          overrides: {
            sessionMemoryCompact: true,
            timeBasedMicrocompact: true,
            cachedMicrocompact: true,
            apiContextManagement: true,
          },
        };
        expect(replaySession(frozen, request)).toEqual(replaySession(makeModel(script), request));
      }),
      { numRuns: 50 },
    );
  });

  it("itemises every compaction's post-compact context to exactly its tokensAfter", () => {
    fc.assert(
      fc.property(arbitrarySession, fc.integer({ min: 1, max: 100 }), (script, pct) => {
        const request = {
          overrides: { autocompactPctOverride: pct, sessionMemoryCompact: pct % 2 === 0 },
        };
        const { events, recorded } = replaySession(makeModel(script), request);
        for (const event of events.filter((e) => isOfFamily(e, "compaction")))
          expect(sumTokens(event.detail.postCompact)).toBe(event.tokensAfter);
        for (const r of recorded)
          if (r.kind === "compaction" && r.tokensAfter !== null)
            expect(sumTokens(r.postCompact)).toBe(r.tokensAfter);
      }),
      { numRuns: 100 },
    );
  });

  it("is deterministic: the same model and request give the same JSON", () => {
    fc.assert(
      fc.property(arbitrarySession, fc.integer({ min: 1, max: 100 }), (script, pct) => {
        const model = makeModel(script);
        const request = { overrides: { autocompactPctOverride: pct, sessionMemoryCompact: true } };
        expect(JSON.stringify(replaySession(model, request))).toBe(
          JSON.stringify(replaySession(model, request)),
        );
      }),
      { numRuns: 50 },
    );
  });

  // Microcompact gated by the warning level moves with the threshold and may change the counts
  // before the first compaction, so the property holds with it ungated ("always") or off.
  it("never moves the first compaction earlier when the threshold is raised", () => {
    fc.assert(
      fc.property(
        arbitrarySession,
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.constantFrom("cc-1.0-literal", "cc-2.0", "cc-2.1-early", "cc-2.1"),
        fc.boolean(),
        (script, pct, pctRaise, raise, profile, withMicrocompact) => {
          const model = makeModel(script);
          const shared = {
            legacyMicrocompactGate: "always" as const,
            disableMicrocompact: !withMicrocompact,
            sessionMemoryCompact: withMicrocompact,
          };
          const low = replaySession(model, {
            profile,
            overrides: { ...shared, autocompactPctOverride: pct },
          });
          const high = replaySession(model, {
            profile,
            overrides: {
              ...shared,
              autocompactPctOverride: Math.min(100, pct + pctRaise),
              autocompactBufferTokens: Math.max(0, 13_000 - raise),
            },
          });
          expect(high.thresholds.autocompactThreshold).toBeGreaterThanOrEqual(
            low.thresholds.autocompactThreshold,
          );
          expect(firstCompaction(high.events)).toBeGreaterThanOrEqual(firstCompaction(low.events));
        },
      ),
      { numRuns: 200 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { replaySession } from "@/lib/compaction/replay/replay-session";
import { isOfFamily } from "@/lib/compaction/replay/event-kinds";
import { makeModel } from "@/lib/compaction/testing/make-model";
import { makeCodexModel } from "@/lib/compaction/testing/make-codex-model";
import { compareAcrossHarnesses } from "./compare-across-harnesses";

/** A context growing 12,000 tokens a call from 20,000: past 167,000 and 180,000 twice each. */
const growing = (calls: number) =>
  Array.from({ length: calls }, (_, k) => ({
    context: 20_000 + 12_000 * k,
    ...(k === 0 ? { userChars: 400 } : {}),
  }));

type Result = ReturnType<typeof replaySession>;
const compactedAt = (r: Result) =>
  r.events.filter((e) => isOfFamily(e, "compaction")).map((e) => e.atCall);
const sent = (r: Result) => r.calls.reduce((sum, call) => sum + call.replayTokens, 0);
const rewrites = (r: Result) =>
  r.events
    .filter((e) => isOfFamily(e, "compaction"))
    .reduce((sum, e) => sum + e.detail.cacheRewriteTokens, 0);
const percent = (value: number, own: number) => Math.round(((value - own) / own) * 100);

describe("compareAcrossHarnesses", () => {
  // The real session ran on 200K (its own compactions are not in this made-up file).
  const model = makeModel({ version: "2.1.63", turns: growing(30) });
  const overrides = { contextWindow: 200_000 };
  const own = replaySession(model, { overrides });
  const codex = replaySession(model, { profile: "codex", overrides });
  const comparison = compareAcrossHarnesses(codex, own);

  it("says where a Claude Code session compacts under Codex's rules instead of its own", () => {
    expect(compactedAt(own)).toEqual([14, 28]);
    expect(compactedAt(codex)).toEqual([15]);
    expect(comparison?.compactedAt).toEqual([15]);
    expect(comparison?.ownCompactedAt).toEqual([14, 28]);
  });

  it("reads tokens sent and cache re-writes off the two replays, as the sentence says", () => {
    expect(comparison).toMatchObject({
      tokensSent: sent(codex),
      ownTokensSent: sent(own),
      cacheRewrites: rewrites(codex),
      ownCacheRewrites: rewrites(own),
    });
    const tokens = percent(sent(codex), sent(own));
    const cache = percent(rewrites(codex), rewrites(own));
    expect(comparison?.sentence).toBe(
      `Under Codex CLI's rules this session compacts at call 15 instead of 14 and 28; tokens sent ${tokens > 0 ? "+" : ""}${tokens}%, cache re-writes ${cache > 0 ? "+" : ""}${cache}%.`,
    );
    expect(tokens).toBeGreaterThan(0);
  });

  it("names the token counts it rests on", () => {
    expect(comparison?.caveat).toContain("recorded usage (Claude Code's model and tokenizer)");
    expect(comparison?.caveat).toContain("length/4");
  });

  it("says the reverse for a Codex session under Claude Code's rules", () => {
    // Between Claude Code's 239,000 (272K - 20,000 - 13,000) and Codex's 244,800.
    const contexts = [20_000, 100_000, 200_000, 241_000, 243_000];
    const session = makeCodexModel({ turns: contexts.map((context) => ({ context })) });
    const reverse = compareAcrossHarnesses(
      replaySession(session, { profile: "cc-2.1-quiet" }),
      replaySession(session),
    );
    expect(reverse?.sentence).toMatch(
      /^Under Claude Code's rules this session compacts at call 4 instead of not at all; tokens sent -\d+%, cache re-writes \d[\d,]* tokens instead of none\.$/,
    );
  });

  it("has nothing to say when both replays follow the same harness", () => {
    const other = replaySession(model, { profile: "cc-2.0", overrides });
    expect(compareAcrossHarnesses(other, own)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { sumTokens } from "../../compaction/replay/compaction-facts";
import { replaySession } from "../../compaction/replay/replay-session";
import { deepFreeze } from "../../compaction/testing/deep-freeze";
import { makeModel, type Turn } from "../../compaction/testing/make-model";
import type { CompactionPointId } from "../../contracts/compaction-point-id";
import { toCompactionPageModel } from "./compaction-page-model";

/** Contexts climbing past 167K, with a recorded compaction before call 5 and a last one at the end. */
const CLIMB = [20_000, 60_000, 120_000, 160_000, 170_000, 30_000, 90_000, 171_000, 172_000];
const EXTRA: Record<number, Partial<Turn>> = {
  1: { tools: [{ name: "Read", resultChars: 8_000, filePath: "/p/a.ts" }] },
  3: { tools: Array.from({ length: 6 }, () => ({ name: "Bash", resultChars: 2_000 })) },
  5: { compactionBefore: { trigger: "auto", preTokens: 170_000, summaryChars: 12_000 } },
};
const model = deepFreeze(
  makeModel({ turns: CLIMB.map((context, k) => ({ context, ...EXTRA[k] })) }),
);
const result = replaySession(model, { profile: "cc-2.1" });
const recordedUuid = model.compactions[0]?.uuid ?? "";
const open = (id: CompactionPointId) => {
  const page = toCompactionPageModel(model, result, id);
  if (!page.ok) throw new Error(page.reason);
  return page.value;
};

describe("toCompactionPageModel", () => {
  it.each<[string, CompactionPointId]>([
    ["a recorded compaction", { origin: "recorded", uuid: recordedUuid }],
    ["the replayed compaction aligned with it", { origin: "replayed", atCall: 5 }],
  ])("shows %s with its header equal to the After total", (_, id) => {
    const page = open(id);
    expect(page.header.atCall).toBe(5);
    expect(page.after.total).toBe(page.header.postTokens);
    expect(page.summary).toMatchObject({ kind: "recorded", chars: 12_000 });
  });

  it("gives a recorded compaction's pre tokens and the engine's tokensAfter", () => {
    const page = open({ origin: "recorded", uuid: recordedUuid });
    const row = result.recorded.find((r) => r.kind === "compaction");
    expect(page.header).toMatchObject({ preTokens: 170_000, isPostKnown: true, trigger: "auto" });
    expect(row?.kind === "compaction" && row.tokensAfter).toBe(page.header.postTokens);
  });

  it("sums the summarised rows as the table claims, over every page", () => {
    const page = open({ origin: "recorded", uuid: recordedUuid });
    expect(page.summarised.total).toBeGreaterThan(0);
    expect(page.summarised.tokens).toBeGreaterThan(0);
    expect(page.summarised.lines).toMatch(/^1–\d+$/);
  });

  it("names the existing points when asked for one that is not there", () => {
    const page = toCompactionPageModel(model, result, { origin: "replayed", atCall: 2 });
    expect(page).toEqual({
      ok: false,
      reason: expect.stringMatching(
        `recorded-${recordedUuid} \\(call 5\\), replayed-5 \\(call 5\\)`,
      ),
    });
  });

  it("links the points in call order", () => {
    const page = open({ origin: "replayed", atCall: 5 });
    expect(page.neighbours.previous?.point).toBe(`recorded-${recordedUuid}`);
  });

  it("says the summary of a replayed point with no recorded one is an estimate", () => {
    const replay = replaySession(model, {
      profile: "cc-2.1",
      overrides: { autocompactBufferTokens: 80_000 },
    });
    const first = replay.events.find((e) => e.kind === "autocompact");
    expect(first).toBeDefined();
    const page = toCompactionPageModel(model, replay, {
      origin: "replayed",
      atCall: first?.atCall ?? -1,
    });
    expect(page.ok && page.value.summary.kind).toBe("estimate");
    if (page.ok && first) {
      expect(page.value.header.preTokens).toBe(first.tokensBefore);
      expect(page.value.after.total).toBe(first.tokensAfter);
      expect(page.value.after.total).toBe(sumTokens(first.detail.postCompact));
    }
  });

  it("is deterministic and leaves the model and result alone", () => {
    const frozen = deepFreeze(structuredClone(result));
    const id: CompactionPointId = { origin: "recorded", uuid: recordedUuid };
    expect(toCompactionPageModel(model, frozen, id)).toEqual(
      toCompactionPageModel(model, frozen, id),
    );
  });
});

import { describe, expect, it } from "vitest";
import { attemptCompaction } from "./attempt-compaction";
import type { PtlMessage } from "./truncate-head";

const c = { ptlMaxRetries: 3, ptlFallbackDropFraction: 0.2, ptlGapParseable: true };
/** 20,000 tokens the retry cannot drop (system, tools, prompt) plus a head and ten 15,000-token rounds. */
const messages = (): PtlMessage[] => [
  { role: "user", tokens: 10_000 },
  ...Array.from({ length: 10 }, (_, i): PtlMessage[] => [
    { role: "assistant", tokens: 5_000, roundId: `m${i}` },
    { role: "user", tokens: 10_000 },
  ]).flat(),
];
const request = 20_000 + 10_000 + 150_000;

describe("attemptCompaction", () => {
  it("succeeds at once when the request fits the window", () => {
    expect(
      attemptCompaction(
        {
          requestTokens: 150_000,
          window: 200_000,
          buildMessages: messages,
          isInjectedFailure: false,
        },
        c,
      ),
    ).toEqual({ ok: true, retries: [], requestTokens: 150_000 });
  });

  it("retries with head truncation until the request fits", () => {
    const result = attemptCompaction(
      {
        requestTokens: request,
        window: 160_000,
        buildMessages: messages,
        isInjectedFailure: false,
      },
      c,
    );
    expect(result.ok).toBe(true);
    expect(result.retries).toEqual([
      { attempt: 1, gapTokens: 20_000, droppedTokens: 25_000 - 10, requestTokens: 155_010 },
    ]);
  });

  it("fails after 3 retries that do not get under the window (20% each when the gap is unparseable)", () => {
    const result = attemptCompaction(
      {
        requestTokens: request,
        window: 100_000,
        buildMessages: messages,
        isInjectedFailure: false,
      },
      { ...c, ptlGapParseable: false },
    );
    expect(result).toMatchObject({ ok: false, reason: "prompt-too-long" });
    // 11 groups: drop 2 (head + 1 round); then 9 rounds: drop 1; then 8: drop 1.
    expect(result.retries.map((r) => r.requestTokens)).toEqual([155_010, 140_010, 125_010]);
  });

  it("fails with nothing left when even the last group would have to go", () => {
    const result = attemptCompaction(
      { requestTokens: request, window: 25_000, buildMessages: messages, isInjectedFailure: false },
      c,
    );
    expect(result).toMatchObject({ ok: false, reason: "nothing-left" });
  });

  it("reports an injected failure without sending anything", () => {
    expect(
      attemptCompaction(
        { requestTokens: 1, window: 200_000, buildMessages: messages, isInjectedFailure: true },
        c,
      ),
    ).toMatchObject({ ok: false, reason: "injected" });
  });
});

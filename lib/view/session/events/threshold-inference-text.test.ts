import { describe, expect, it } from "vitest";
import { makeInference } from "./testing/make-replay";
import { toThresholdInferenceText, type BaselineVerdict } from "./threshold-inference-text";

const verdict = (over: Partial<BaselineVerdict> = {}): BaselineVerdict => ({
  profile: "cc-2.1",
  window: 200_000,
  reproduces: true,
  recordsCompactions: true,
  ...over,
});

describe("toThresholdInferenceText", () => {
  it.each([
    {
      rule: "a consistent interval names the profiles inside it",
      inference: makeInference(),
      expected:
        "Every auto compaction fired at or below 168,010 and no check at or below 166,500 fired: the threshold lies in (166,500, 168,010], consistent with cc-2.1 on 200K.",
    },
    {
      rule: "one auto compaction is worded as one; several candidates are joined",
      inference: makeInference({
        autoCompactions: 1,
        candidates: [
          { profile: "cc-2.0", window: 200_000, threshold: 167_000, inside: true },
          { profile: "cc-2.1", window: 200_000, threshold: 167_000, inside: true },
          { profile: "cc-2.1", window: 1_000_000, threshold: 967_000, inside: false },
        ],
      }),
      expected:
        "The one auto compaction fired at 168,010 and no check at or below 166,500 fired: the threshold lies in (166,500, 168,010], consistent with cc-2.0 on 200K or cc-2.1 on 200K.",
    },
    {
      rule: "two windows that round alike are written in full (Gemini's 1,048,576 beside 1M)",
      inference: makeInference({
        autoCompactions: 1,
        candidates: [
          { profile: "gemini-0.10", window: 1_048_576, threshold: 734_003, inside: true },
          { profile: "gemini-0.10", window: 1_000_000, threshold: 700_000, inside: true },
          { profile: "cc-2.1", window: 200_000, threshold: 167_000, inside: false },
        ],
      }),
      expected:
        "The one auto compaction fired at 168,010 and no check at or below 166,500 fired: the threshold lies in (166,500, 168,010], consistent with gemini-0.10 on 1,048,576 or gemini-0.10 on 1,000,000.",
    },
    {
      rule: "no profile inside: the nearest profile's windows instead",
      inference: makeInference({
        candidates: [{ profile: "cc-2.1", window: 200_000, threshold: 167_000, inside: false }],
      }),
      window: 200_000,
      expected:
        "Every auto compaction fired at or below 168,010 and no check at or below 166,500 fired: the threshold lies in (166,500, 168,010], which no shipped profile matches on a known window; cc-2.1 would fit on a window of 199,501 to 201,010 tokens.",
    },
    {
      rule: "when every candidate fits, it says the session cannot tell them apart",
      inference: makeInference({
        upper: null,
        autoCompactions: 0,
        lower: 43_036,
        candidates: [
          { profile: "cc-2.0", window: 200_000, threshold: 155_000, inside: true },
          { profile: "cc-2.1", window: 200_000, threshold: 167_000, inside: true },
        ],
      }),
      expected:
        "No auto compaction fired, and no check at or below 43,036 fired: the threshold lies above 43,036, consistent with every shipped profile on every known window: this session cannot tell them apart.",
    },
    {
      rule: "many candidates: three named, the rest counted",
      inference: makeInference({
        candidates: [155_000, 167_000, 167_500, 168_000, 1].map((threshold, i) => ({
          profile: "cc-2.1",
          window: 200_000 + i * 1_000,
          threshold,
          inside: threshold > 1,
        })),
      }),
      expected:
        "Every auto compaction fired at or below 168,010 and no check at or below 166,500 fired: the threshold lies in (166,500, 168,010], consistent with cc-2.1 on 200K, cc-2.1 on 201K, cc-2.1 on 202K and 1 more.",
    },
    {
      rule: "a contradiction is said plainly",
      inference: makeInference({ lower: 169_000, isConsistent: false }),
      expected:
        "Every auto compaction fired at or below 168,010, yet a check at 169,000 did not fire: no single threshold explains both. The counting may differ from Claude Code's here, or the threshold changed during the session.",
    },
    {
      rule: "no auto compaction: only a lower bound",
      inference: makeInference({
        upper: null,
        autoCompactions: 0,
        candidates: [],
        windowRanges: [],
      }),
      expected:
        "No auto compaction fired, and no check at or below 166,500 fired: the threshold lies above 166,500, which no shipped profile matches on a known window.",
    },
    {
      rule: "no checks (a compaction fork): only an upper bound",
      inference: makeInference({ lower: null }),
      expected:
        "Every auto compaction fired at or below 168,010: the threshold is at most 168,010, consistent with cc-2.1 on 200K.",
    },
    {
      rule: "nothing at all to learn from",
      inference: makeInference({ lower: null, upper: null, autoCompactions: 0 }),
      expected:
        "No auto compaction and no threshold check to learn from: the threshold cannot be inferred from this session.",
    },
  ])("$rule", ({ inference, window, expected }) => {
    expect(toThresholdInferenceText(inference, verdict({ window: window ?? 200_000 }))).toBe(
      expected,
    );
  });

  it.each([
    {
      rule: "a replayed profile inside the interval whose replay disagrees is not called consistent",
      inference: makeInference(),
      expected:
        "Every auto compaction fired at or below 168,010 and no check at or below 166,500 fired: the threshold lies in (166,500, 168,010]; cc-2.1's 167,000 lies inside it, yet the replay under cc-2.1 on 200K does not reproduce the recorded compactions, and no other shipped profile matches on a known window; cc-2.1 would fit on a window of 199,501 to 201,010 tokens.",
    },
    {
      rule: "a replayed profile outside: the profiles inside are the ones that would fit",
      inference: makeInference(),
      profile: "cc-2.0" as const,
      expected:
        "Every auto compaction fired at or below 168,010 and no check at or below 166,500 fired: the threshold lies in (166,500, 168,010]; the replay under cc-2.0 on 200K (threshold 155,000) does not reproduce the recorded compactions, and cc-2.1 on 200K would put the threshold inside it.",
    },
  ])("$rule", ({ inference, profile, expected }) => {
    expect(
      toThresholdInferenceText(
        inference,
        verdict({ profile: profile ?? "cc-2.1", reproduces: false }),
      ),
    ).toBe(expected);
  });

  it("infers nothing from a file whose format records no compactions", () => {
    const inference = makeInference({ lower: 524_000, upper: null, autoCompactions: 0 });
    expect(
      toThresholdInferenceText(
        inference,
        verdict({ reproduces: false, recordsCompactions: false }),
      ),
    ).toBe(
      "This file's format records no compactions, so its checks say nothing of the threshold: it cannot be inferred from this session.",
    );
  });

  it("does not mutate its input", () => {
    const inference = makeInference();
    const copy = structuredClone(inference);
    toThresholdInferenceText(inference, verdict());
    expect(inference).toEqual(copy);
  });
});

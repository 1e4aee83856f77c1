import { describe, expect, it } from "vitest";
import type { PeakWindow, ReplayAgreementSummary } from "@/lib/contracts/replay-agreement";
import { makeTranscriptSummary } from "@/lib/view/testing/make-transcript-summary";
import { describeMaxContext } from "./describe-max-context";

const agreementWith = (peakWindow: PeakWindow | null): ReplayAgreementSummary => ({
  recorded: 0,
  reproduced: 0,
  extra: 0,
  isComplete: true,
  recordsCompactions: true,
  fitted: null,
  peakWindow,
});
const window = (over: Partial<PeakWindow>): PeakWindow => ({
  tokens: 200_000,
  model: "claude-sonnet-4-5",
  source: "table",
  atCall: 40,
  isSwitched: false,
  ...over,
});

describe("describeMaxContext", () => {
  it("calls that record no usage: the context is not known, not 0% of a window", () => {
    const row = makeTranscriptSummary({
      maxContextTokens: 0,
      apiCalls: 156,
      replayAgreement: agreementWith(window({})),
    });
    expect(describeMaxContext(row)).toEqual({
      fraction: null,
      window: null,
      text: "not known: no call records its usage (0 tokens in, 0 out)",
    });
  });

  it.each([
    [
      "a Gemini model's own window, not 200K",
      650_000,
      window({ tokens: 1_048_576, model: "gemini-2.5-pro" }),
      650_000 / 1_048_576,
      "650,000 tokens · 62% of gemini-2.5-pro's 1,048,576",
    ],
    [
      "Codex's window for gpt-5",
      136_000,
      window({ tokens: 272_000, model: "gpt-5-codex" }),
      0.5,
      "136,000 tokens · 50% of gpt-5-codex's 272,000",
    ],
    [
      "a default window says it is one",
      150_000,
      window({ source: "default", model: "claude-opus-4-5-20251101" }),
      0.75,
      "150,000 tokens · 75% of claude-opus-4-5-20251101's 200,000 (a default: no table lists the model)",
    ],
    [
      "a window observed from the context itself says so",
      250_000,
      window({ tokens: 1_000_000, source: "observed", model: "claude-sonnet-4-6" }),
      0.25,
      "250,000 tokens · 25% of claude-sonnet-4-6's 1,000,000 (read from the file, not a table)",
    ],
    [
      "a /model switch before the peak names the call",
      600_000,
      window({
        tokens: 1_000_000,
        model: "Sonnet 4.5 (1M context)",
        isSwitched: true,
        atCall: 412,
      }),
      0.6,
      "600,000 tokens · 60% of Sonnet 4.5 (1M context)'s 1,000,000 (set by a /model switch before call 412)",
    ],
    [
      "a window with no model name",
      100_000,
      window({ model: null }),
      0.5,
      "100,000 tokens · 50% of its window of 200,000",
    ],
  ])("%s", (_rule, maxContextTokens, peakWindow, fraction, text) => {
    const row = makeTranscriptSummary({
      maxContextTokens,
      replayAgreement: agreementWith(peakWindow),
    });
    expect(describeMaxContext(row)).toEqual({ fraction, window: peakWindow.tokens, text });
  });

  it.each([
    [
      "not measured yet",
      null,
      "155,933 tokens · its window is known once the replay as recorded is measured",
    ],
    [
      "a window the replay does not know",
      agreementWith(null),
      "155,933 tokens · the replay knows no window for this model, so no share is given",
    ],
  ])("never divides by a guess: %s", (_rule, replayAgreement, text) => {
    const row = makeTranscriptSummary({ maxContextTokens: 155_933, replayAgreement });
    expect(describeMaxContext(row)).toEqual({ fraction: null, window: null, text });
  });
});

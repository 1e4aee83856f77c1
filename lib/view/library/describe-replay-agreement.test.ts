import { describe, expect, it } from "vitest";
import type { ReplayAgreementSummary } from "@/lib/contracts/replay-agreement";
import { makeTranscriptSummary } from "@/lib/view/testing/make-transcript-summary";
import { describeReplayAgreement } from "./describe-replay-agreement";

const compaction = {
  uuid: "c1",
  trigger: "auto" as const,
  preTokens: 167_709,
  postTokens: 12_000,
  atCall: 82,
};
const agreement = (change: Partial<ReplayAgreementSummary>): ReplayAgreementSummary => ({
  recorded: 2,
  reproduced: 2,
  extra: 0,
  isComplete: true,
  recordsCompactions: true,
  fitted: null,
  peakWindow: null,
  ...change,
});
const PCT = "CLAUDE_AUTOCOMPACT_PCT_OVERRIDE=80";

describe("describeReplayAgreement", () => {
  it.each([
    {
      what: "reproduced",
      agreement: agreement({}),
      text: "replay reproduces 2 of 2",
      tone: "agrees",
      title:
        "The replay as recorded (auto) reproduces 2 of the 2 recorded compactions not made by hand (same call, preTokens within 2%).",
    },
    {
      what: "one of two, nothing fitted does better",
      agreement: agreement({ reproduced: 1, isComplete: false }),
      text: "replay reproduces 1 of 2",
      tone: "differs",
      title:
        "The replay as recorded (auto) reproduces 1 of the 2 recorded compactions not made by hand (same call, preTokens within 2%). No setting this version reads does better.",
    },
    {
      what: "none of one, a fitted setting reproduces it",
      agreement: agreement({
        recorded: 1,
        reproduced: 0,
        isComplete: false,
        fitted: { settings: PCT, isComplete: true },
      }),
      text: `reproduces with ${PCT}`,
      tone: "fitted",
      title:
        "The replay as recorded (auto) reproduces 0 of the 1 recorded compaction not made by hand (same call, preTokens within 2%). " +
        `With ${PCT}, fitted from the file, it reproduces every one.`,
    },
    {
      what: "all recorded, one added, a fitted setting helping only in part",
      agreement: agreement({
        extra: 1,
        isComplete: false,
        fitted: { settings: PCT, isComplete: false },
      }),
      text: "replay reproduces 2 of 2, adds 1",
      tone: "differs",
      title:
        "The replay as recorded (auto) reproduces 2 of the 2 recorded compactions not made by hand (same call, preTokens within 2%) and makes 1 compaction the file does not have. " +
        `${PCT}, fitted from the file, reproduces more but not all.`,
    },
    {
      what: "none recorded, one replayed",
      agreement: agreement({ recorded: 0, reproduced: 0, extra: 1, isComplete: false }),
      text: "replay adds 1 compaction",
      tone: "differs",
      title:
        "The file records no compaction a setting decides; the replay as recorded (auto) makes 1 compaction. No setting this version reads does better.",
    },
    {
      what: "a format that records no compactions, the replay making two",
      agreement: agreement({
        recorded: 0,
        reproduced: 0,
        extra: 2,
        isComplete: false,
        recordsCompactions: false,
      }),
      text: "replay makes 2 compactions, unchecked",
      tone: "unchecked",
      title:
        "This file's format records no compactions, so the 2 compactions the replay as recorded (auto) makes cannot be checked against it.",
    },
  ])("$what: $text", ({ agreement: replayAgreement, text, tone, title }) => {
    const row = makeTranscriptSummary({ compactions: [compaction], replayAgreement });
    expect(describeReplayAgreement(row)).toEqual({ text, tone, title });
  });

  it.each([true, false])(
    "says nothing when none is recorded and none replayed (format records compactions: %s)",
    (recordsCompactions) => {
      const none = agreement({ recorded: 0, reproduced: 0, recordsCompactions });
      expect(describeReplayAgreement(makeTranscriptSummary({ replayAgreement: none }))).toBeNull();
    },
  );

  it("says a session with compactions is not measured yet, never that it reproduces", () => {
    const row = makeTranscriptSummary({ compactions: [compaction], replayAgreement: null });
    expect(describeReplayAgreement(row)).toMatchObject({
      text: "replay not measured yet",
      tone: "unmeasured",
    });
    expect(describeReplayAgreement(makeTranscriptSummary({ replayAgreement: null }))).toBeNull();
  });
});

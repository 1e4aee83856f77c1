import { describe, expect, it } from "vitest";
import type { ReplayAgreementSummary } from "@/lib/contracts/replay-agreement";
import { makeTranscriptSummary } from "@/lib/view/testing/make-transcript-summary";
import { describeNoRecordedCompaction } from "./no-recorded-compaction";

const agreement = (recordsCompactions: boolean): ReplayAgreementSummary => ({
  recorded: 0,
  reproduced: 0,
  extra: recordsCompactions ? 0 : 1,
  isComplete: recordsCompactions,
  recordsCompactions,
  fitted: null,
  peakWindow: null,
});

describe("describeNoRecordedCompaction", () => {
  it.each([
    [
      "a format that records compactions",
      agreement(true),
      "This file records no compaction: the session never compacted.",
    ],
    ["not measured yet", null, "This file records no compaction: the session never compacted."],
    [
      "a format that records none (an older Gemini CLI document)",
      agreement(false),
      "This file's format records no compactions: whether the session compacted is not known.",
    ],
  ])("%s", (_rule, replayAgreement, text) => {
    expect(describeNoRecordedCompaction(makeTranscriptSummary({ replayAgreement }))).toBe(text);
  });
});

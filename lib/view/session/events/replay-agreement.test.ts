import { describe, expect, it } from "vitest";
import type { ReplayResult } from "@/lib/compaction/replay/replay-result";
import { callList, toReplayAgreement } from "./replay-agreement";
import {
  makeAutocompact,
  makeMicrocompact,
  makeRecordedCompaction,
  makeRecordedMicrocompaction,
} from "./testing/make-replay";

type Input = Pick<ReplayResult, "recorded" | "events">;
type Checked = Pick<ReplayResult, "recorded" | "events" | "recordsCompactions">;

const compactionAt = (atCall: number, matched: boolean, replayable = true) =>
  makeRecordedCompaction({ uuid: `u-${atCall}`, atCall, matched, replayable });

describe("toReplayAgreement", () => {
  it.each<[string, Input, string[]]>([
    [
      "a replay that reproduces every recorded event says nothing",
      {
        recorded: [compactionAt(82, true), compactionAt(141, true)],
        events: [makeAutocompact({ atCall: 82 }), makeAutocompact({ atCall: 141 })],
      },
      [],
    ],
    [
      "a replay that compacts later names both sets of calls",
      {
        recorded: [compactionAt(14, false), compactionAt(26, false)],
        events: [makeAutocompact({ atCall: 19 }), makeAutocompact({ atCall: 29 })],
      },
      [
        "This replay reproduces 0 of 2 recorded compactions (recorded at calls 14 and 26, replayed at calls 19 and 29).",
      ],
    ],
    [
      "microcompactions the real session did not make are said too",
      {
        recorded: [compactionAt(14, true)],
        events: [
          makeMicrocompact({ atCall: 6 }),
          makeMicrocompact({ atCall: 14 }),
          makeAutocompact({ atCall: 14 }),
        ],
      },
      ["The recording has no microcompaction; this replay microcompacts at calls 6 and 14."],
    ],
    [
      "one reproduced and one extra compaction is a disagreement",
      {
        recorded: [compactionAt(50, true)],
        events: [makeAutocompact({ atCall: 50 }), makeAutocompact({ atCall: 90 })],
      },
      [
        "This replay reproduces 1 of 1 recorded compaction (recorded at call 50, replayed at calls 50 and 90).",
      ],
    ],
    [
      "a replay that never compacts says so",
      {
        recorded: [compactionAt(120, false)],
        events: [],
      },
      [
        "This replay reproduces 0 of 1 recorded compaction (recorded at call 120, replayed at none).",
      ],
    ],
    [
      "a boundary a resume copied in is neither counted nor an extra",
      {
        recorded: [compactionAt(0, false, false), compactionAt(40, true)],
        events: [makeAutocompact({ atCall: 40 })],
      },
      [],
    ],
    [
      "a recorded microcompaction the replay missed",
      {
        recorded: [makeRecordedMicrocompaction({ atCall: 65, matched: false })],
        events: [],
      },
      [
        "This replay reproduces 0 of 1 recorded microcompaction (recorded at call 65, replayed at none).",
      ],
    ],
  ])("%s", (_rule, input, sentences) => {
    const agreement = toReplayAgreement({ ...input, recordsCompactions: true });
    expect(agreement.sentences).toEqual(sentences);
    expect(agreement.agrees).toBe(sentences.length === 0);
    expect(agreement.reproducesCompactions).toBe(
      !sentences.some((s) => /\bcompactions?\b/.test(s)),
    );
    expect(agreement.unchecked).toBeNull();
  });

  it.each<[string, Checked, string[], string | null]>([
    [
      "one replayed compaction is unchecked, never a disagreement",
      { recorded: [], events: [makeAutocompact({ atCall: 57 })], recordsCompactions: false },
      [],
      "This file's format records no compactions: the replay's 1 compaction at call 57 cannot be checked against it.",
    ],
    [
      "several are counted and listed",
      {
        recorded: [],
        events: [makeAutocompact({ atCall: 57 }), makeAutocompact({ atCall: 120 })],
        recordsCompactions: false,
      },
      [],
      "This file's format records no compactions: the replay's 2 compactions at calls 57 and 120 cannot be checked against it.",
    ],
    [
      "a replay that never compacts has nothing to leave unchecked",
      { recorded: [], events: [], recordsCompactions: false },
      [],
      null,
    ],
    [
      "a microcompaction the format could record is still compared",
      { recorded: [], events: [makeMicrocompact({ atCall: 6 })], recordsCompactions: false },
      ["The recording has no microcompaction; this replay microcompacts at call 6."],
      null,
    ],
  ])("a format that records no compactions: %s", (_rule, input, sentences, unchecked) => {
    const agreement = toReplayAgreement(input);
    expect(agreement.sentences).toEqual(sentences);
    expect(agreement.agrees).toBe(sentences.length === 0);
    expect(agreement.unchecked).toBe(unchecked);
    expect(agreement.recordsCompactions).toBe(false);
    // Nothing recorded is reproduced: the threshold text must not call the profile consistent.
    expect(agreement.reproducesCompactions).toBe(false);
  });

  it("counts what it compares", () => {
    const [compaction] = toReplayAgreement({
      recordsCompactions: true,
      recorded: [compactionAt(14, false), compactionAt(26, true)],
      events: [makeAutocompact({ atCall: 19 }), makeAutocompact({ atCall: 26 })],
    }).kinds;
    expect(compaction).toEqual({
      kind: "compaction",
      recordedAt: [14, 26],
      reproduced: 1,
      replayedAt: [19, 26],
      extraAt: [19],
    });
  });
});

describe("callList", () => {
  it.each<[number[], string]>([
    [[7], "call 7"],
    [[14, 26], "calls 14 and 26"],
    [[1, 2, 3], "calls 1, 2 and 3"],
    [[1, 2, 3, 4, 5, 6, 7, 8], "calls 1, 2, 3, 4, 5, 6 and 2 more"],
    [[12_000], "call 12,000"],
  ])("%j reads %s", (calls, words) => {
    expect(callList(calls)).toBe(words);
  });
});

import { describe, expect, it } from "vitest";
import type { ReplayCall } from "../../compaction/replay/replay-result";
import { toCompactionHeader } from "./compaction-header";
import type { FoundPoint } from "../../contracts/find-compaction-point";
import { makeCompactionEvent, makeRecordedRow, makeResult } from "./testing/make-replay";

const calls = [{ index: 9, actualTokens: 150_321 } as ReplayCall];
const result = makeResult({ calls: Array.from({ length: 9 }, () => calls[0]!).concat(calls) });
const event = makeCompactionEvent({ atCall: 10, tokensBefore: 168_000, isAligned: true });

describe("toCompactionHeader", () => {
  it.each<[string, FoundPoint, Record<string, unknown>]>([
    [
      "a recorded compaction: preTokens and the next call's input",
      { origin: "recorded", row: makeRecordedRow(), event: null },
      { preTokens: 160_000, postTokens: 4_000, isPostKnown: true, trigger: "auto" },
    ],
    [
      "a recorded compaction no call follows: the item total, marked unknown",
      {
        origin: "recorded",
        row: makeRecordedRow({ tokensAfter: null, postTokens: 9_100 }),
        event: null,
      },
      { postTokens: 4_000, isPostKnown: false, recordedPostTokens: 9_100 },
    ],
    [
      "a recorded compaction no call follows, whose postTokens the engine took: said so",
      {
        origin: "recorded",
        row: makeRecordedRow({ tokensAfter: 9_100, postTokens: 9_100 }),
        event: null,
      },
      {
        isPostKnown: true,
        postNote: "No API call follows it: the boundary's recorded postTokens, item by item",
      },
    ],
    [
      "a summary-only compaction: the last call's context for pre tokens",
      { origin: "recorded", row: makeRecordedRow({ preTokens: null, trigger: null }), event: null },
      { preTokens: 150_321, trigger: "unknown" },
    ],
    [
      "a summary-only compaction before any call: nothing to say",
      { origin: "recorded", row: makeRecordedRow({ preTokens: null, atCall: 0 }), event: null },
      { preTokens: null },
    ],
    [
      "a replayed compaction: its tokensBefore and tokensAfter",
      { origin: "replayed", event, row: makeRecordedRow() },
      { preTokens: 168_000, postTokens: 4_000, isPostKnown: true, kind: "autocompact" },
    ],
  ])("%s", (_, found, expected) => {
    expect(toCompactionHeader(found, result)).toMatchObject(expected);
  });

  it.each<[string, FoundPoint, RegExp, RegExp]>([
    [
      "recorded, unmatched",
      { origin: "recorded", row: makeRecordedRow(), event: null },
      /first API call after it/,
      /did not compact/,
    ],
    [
      "recorded, matched",
      { origin: "recorded", row: makeRecordedRow(), event },
      /first API call after it/,
      /same call \(autocompact\)/,
    ],
    [
      "replayed, aligned",
      { origin: "replayed", event, row: makeRecordedRow() },
      /real next call's input/,
      /recorded a compaction/,
    ],
    [
      "replayed, alone",
      { origin: "replayed", event: makeCompactionEvent(), row: null },
      /engine's estimate/,
      /did not compact/,
    ],
    [
      "recorded, no call after",
      { origin: "recorded", row: makeRecordedRow({ tokensAfter: null }), event: null },
      /^Unknown: no API call follows/,
      /did not compact/,
    ],
  ])("explains the figures of a %s point", (_, found, postNote, alignment) => {
    const header = toCompactionHeader(found, result);
    expect(header.postNote).toMatch(postNote);
    expect(header.alignment).toMatch(alignment);
  });

  it.each([
    [17_071, /^postTokens \(recorded\): 17,071\. Claude Code's own count/],
    [null, null],
  ])("names the boundary's own postTokens apart from After (%s)", (postTokens, line) => {
    const header = toCompactionHeader(
      { origin: "recorded", row: makeRecordedRow({ postTokens }), event: null },
      result,
    );
    if (line === null) expect(header.recordedPostLine).toBeNull();
    else expect(header.recordedPostLine).toMatch(line);
  });
});

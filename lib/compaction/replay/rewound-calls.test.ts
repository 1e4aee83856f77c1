import { describe, expect, it } from "vitest";
import {
  buildModel,
  makeAssistant,
  makeSystem,
  makeUser,
  text,
} from "../../transcript/testing/make-records";
import { resolveConfig } from "../config/resolve-config";
import { actualCheckCounts } from "../mechanisms/threshold/check-estimate";
import { buildReplayIndex } from "./replay-index";
import { replaySession } from "./replay-session";

type Fields = Record<string, unknown>;

/**
 * A 2.1.19 opus-4-5 conversation (threshold 155,000), one prompt and one reply a call, each
 * record the child of the one before unless `rewindTo` names the call whose reply a prompt
 * answers instead (what Esc Esc writes: the new branch goes on from an older message).
 */
function conversation(calls: { context: number; rewindTo?: number }[]): Fields[] {
  const records: Fields[] = [];
  const replies: string[] = [];
  let parent: string | null = null;
  calls.forEach(({ context, rewindTo }, k) => {
    const prompt = makeUser(`prompt ${k}`, {
      parentUuid: rewindTo === undefined ? parent : replies[rewindTo],
    });
    const reply = makeAssistant(
      `msg-${k}`,
      text(`reply ${k}`),
      { cache_read_input_tokens: context - 100, output_tokens: 100 },
      { parentUuid: prompt.uuid },
    );
    records.push(prompt, reply);
    replies.push(reply.uuid as string);
    parent = reply.uuid as string;
  });
  return records;
}

const indexOf = (records: Fields[]) => {
  const model = buildModel(records);
  return { model, index: buildReplayIndex(model, resolveConfig(model).values) };
};

describe("a rewound conversation (the request continues an older call)", () => {
  const CLIMB = [{ context: 100_000 }, { context: 130_000 }, { context: 150_000 }];

  it.each([
    ["a straight conversation continues the previous call", [...CLIMB, { context: 154_000 }], 2],
    [
      "a prompt answering call 1's reply continues call 1",
      [...CLIMB, { context: 158_000 }, { context: 132_000, rewindTo: 1 }],
      1,
    ],
  ])("%s", (_rule, calls, expected) => {
    const { index } = indexOf(conversation(calls));
    expect(index.continues[index.calls.length - 1]).toBe(expected);
  });

  it("counts the branch: no compaction where the abandoned one passed the threshold", () => {
    const calls = [...CLIMB, { context: 158_000 }, { context: 132_000, rewindTo: 1 }];
    const { model, index } = indexOf(conversation(calls));
    const counts = actualCheckCounts(index, resolveConfig(model).values);
    expect(counts[4]).toBeLessThan(135_000);
    expect(replaySession(model, {}).events.filter((e) => e.kind === "autocompact")).toEqual([]);
  });

  it("compacts where the straight conversation passes it", () => {
    const { model } = indexOf(conversation([...CLIMB, { context: 158_000 }, { context: 160_000 }]));
    const compactions = replaySession(model, {}).events.filter((e) => e.kind === "autocompact");
    expect(compactions.map((e) => e.atCall)).toEqual([4]);
  });

  it("leaves the previous call where the chain is cut or its parent is missing", () => {
    const records = conversation([...CLIMB, { context: 150_000 }]);
    const cut = records.map((r, i) => (i === 6 ? { ...r, parentUuid: "not-in-file" } : r));
    const boundary = makeSystem("compact_boundary", { parentUuid: null });
    expect(indexOf(cut).index.continues[3]).toBe(2);
    expect(indexOf([...records, boundary]).index.continues[3]).toBe(2);
  });
});

import { describe, expect, it } from "vitest";
import { replaySession } from "../compaction/replay/replay-session";
import { createModelBuilder } from "../transcript/build-model";
import { generateTranscriptLines } from "./generate-transcript";

/**
 * A generated 2.1.152 session on claude-sonnet-4-5 (200K), with `/model` switches spliced in
 * as the client writes them (the conformance lab's set_model on 2.1.152: a user record of the
 * command's output, the next record re-parented to it). The lab measured that after a switch
 * to `[1m]` a reported 180,000 does not compact, and after a switch back it does.
 */
type LineRecord = {
  uuid?: string;
  parentUuid?: string | null;
  type?: string;
  isSidechain?: boolean;
  message?: { id?: string; role?: string; content?: unknown };
};

function generated(): LineRecord[] {
  const lines = generateTranscriptLines({
    seed: 3,
    style: "2.1",
    version: "2.1.152",
    model: "claude-sonnet-4-5-20250929",
    targetBytes: 3_000_000,
  });
  return [...lines].map((line) => JSON.parse(line) as LineRecord);
}

/** Index of the first record of the main thread's call k. */
function firstRecordOfCall(records: LineRecord[], k: number): number {
  const seen = new Set<string>();
  for (let i = 0; i < records.length; i++) {
    const r = records[i];
    const id = r?.type === "assistant" && !r.isSidechain ? r.message?.id : undefined;
    if (id === undefined || seen.has(id)) continue;
    if (seen.size === k) return i;
    seen.add(id);
  }
  throw new Error(`no call ${k}`);
}

function withSwitch(records: LineRecord[], atCall: number, model: string): LineRecord[] {
  const at = firstRecordOfCall(records, atCall);
  const next = records[at] as LineRecord;
  const previous = records[at - 1] as LineRecord;
  const uuid = `model-switch-${atCall}`;
  const set = {
    ...previous,
    type: "user",
    uuid,
    parentUuid: next.parentUuid ?? null,
    message: {
      role: "user",
      content: `<local-command-stdout>Set model to ${model}</local-command-stdout>`,
    },
  };
  return [...records.slice(0, at), set, { ...next, parentUuid: uuid }, ...records.slice(at + 1)];
}

function replayOf(records: LineRecord[]) {
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(records.map((r) => JSON.stringify(r)).join("\n") + "\n"));
  return replaySession(builder.end(), {});
}

const autocompactCalls = (records: LineRecord[]) =>
  replayOf(records)
    .events.filter((e) => e.kind === "autocompact")
    .map((e) => e.atCall);

describe("a /model switch between a 200K and a 1M window", () => {
  const records = generated();
  const first = autocompactCalls(records)[0];

  it("replays the 200K session's compaction", () => expect(first).toBeGreaterThan(5));

  it("does not compact there after switching to 1M a few calls before", () => {
    const switched = withSwitch(records, (first ?? 0) - 3, "Sonnet 4.5 (1M context)");
    expect(autocompactCalls(switched)).not.toContain(first);
  });

  it("says where the window moved and to what", () => {
    const there = withSwitch(records, (first ?? 0) - 3, "Sonnet 4.5 (1M context)");
    const back = withSwitch(there, (first ?? 0) - 1, "claude-sonnet-4-5-20250929");
    const switches = replayOf(back).events.filter((e) => e.kind === "window-switch");
    expect(switches.map((e) => [e.atCall, e.detail])).toEqual([
      [
        (first ?? 0) - 3,
        { model: "Sonnet 4.5 (1M context)", window: 1_000_000, threshold: 967_000 },
      ],
      [
        (first ?? 0) - 1,
        { model: "claude-sonnet-4-5-20250929", window: 200_000, threshold: 167_000 },
      ],
    ]);
  });

  it("compacts there again after switching back to 200K", () => {
    const there = withSwitch(records, (first ?? 0) - 3, "Sonnet 4.5 (1M context)");
    const back = withSwitch(there, (first ?? 0) - 1, "claude-sonnet-4-5-20250929");
    expect(autocompactCalls(back)[0]).toBe(first);
  });
});

import { describe, expect, it } from "vitest";
import { buildReplayIndex } from "../../replay/replay-index";
import { planSessionMemoryKeep } from "./plan";
import { makeModel, type Turn } from "../../testing/make-model";

const c = { smMinTokens: 10_000, smMinTextBlockMessages: 5, smMaxTokens: 40_000 };

/** Turns of one user prompt (userChars) and one 10-token assistant reply: entries 2k and 2k + 1. */
function session(userChars: number, turns = 10) {
  const model = makeModel({
    turns: Array.from({ length: turns }, (_, k): Turn => ({ userChars, context: 20_000 + k })),
  });
  return { model, index: buildReplayIndex(model, { charsPerToken: 4, tokensPerImage: 2_000 }) };
}

function keep(
  s: ReturnType<typeof session>,
  lastSummarizedEntry: number,
  floor = 0,
  now = s.model.entries.length,
) {
  return planSessionMemoryKeep(
    { index: s.index, entries: s.model.entries, lastSummarizedEntry, now, floor },
    c,
  );
}

describe("planSessionMemoryKeep", () => {
  it("expands backward from the last summarised point until 10,000 tokens and 5 text messages", () => {
    // 2,000-token prompts: five prompts and their replies reach 10,050 tokens and 10 text messages.
    expect(keep(session(8_000), 19)).toEqual({
      startEntry: 10,
      keptTokens: 10_050,
      textMessages: 10,
    });
  });

  it("keeps what is unsummarised when it already meets both minimums", () => {
    expect(keep(session(8_000), 5)).toMatchObject({ startEntry: 6, keptTokens: 14_070 });
  });

  it("stops expanding once the window holds 40,000 tokens, even with fewer than 5 text messages", () => {
    expect(keep(session(120_000), 19)).toEqual({
      startEntry: 16,
      keptTokens: 60_020,
      textMessages: 4,
    });
  });

  it("never reaches before the last compaction boundary", () => {
    expect(keep(session(8_000), 19, 17).startEntry).toBe(17);
  });

  it("never splits a tool_use from its tool_result, nor the records of one message.id", () => {
    const model = makeModel({
      turns: [
        { userChars: 400, context: 10_000 },
        {
          context: 20_000,
          thinkingChars: 400,
          textChars: 400,
          tools: [{ name: "Read", resultChars: 80_000 }],
        },
        { context: 40_000 },
      ],
    });
    const index = buildReplayIndex(model, { charsPerToken: 4, tokensPerImage: 2_000 });
    // Entries: 0 user, 1 reply, 2-4 the three records of msg-1 (thinking, text, tool_use), 5 its result, 6 reply.
    expect(model.entries[5]?.blocks[0]?.kind).toBe("tool_result");
    // The window alone would start at the result (20,010 tokens, 1 text message).
    const oneText = { ...c, smMinTextBlockMessages: 1 };
    const result = planSessionMemoryKeep(
      { index, entries: model.entries, lastSummarizedEntry: 4, now: 7, floor: 0 },
      oneText,
    );
    expect(result.startEntry).toBe(2);
  });
});

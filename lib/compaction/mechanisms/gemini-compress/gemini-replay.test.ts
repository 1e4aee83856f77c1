import { describe, expect, it } from "vitest";
import {
  geminiMessage,
  messageList,
  sessionMetadata,
  snapshot,
  readSessionRecords,
  toolResponse,
  userText,
  withToolCall,
} from "../../../transcript/gemini/testing/session-lines";
import { isOfFamily } from "../../replay/event-kinds";
import { replaySession } from "../../replay/replay-session";
import { deepFreeze } from "../../testing/deep-freeze";

const compactedAt = (result: ReturnType<typeof replaySession>) =>
  result.events.filter((event) => isOfFamily(event, "compaction")).map((event) => event.atCall);

/**
 * The lab's scenario: a first prompt and its answer, a second prompt answered with a tool call
 * that reports `prompt` tokens, then the tool's result sent back (the check stands before it).
 */
function labSession(prompt: number, model = "gemini-3.1-pro-preview", prompts = 2) {
  const withModel = { model };
  const toolCall = geminiMessage("g2", "", prompt, withModel);
  const first =
    prompts === 2
      ? [userText("u1", "first prompt"), geminiMessage("g1", "ok", 2_000, withModel)]
      : [];
  return readSessionRecords([
    sessionMetadata(),
    ...first,
    userText("u2", "read a.txt"),
    toolCall,
    withToolCall(toolCall, "call_1"),
    toolResponse("u3", "call_1", "hello\n"),
    geminiMessage("g3", "ok", 2_000, withModel),
  ]);
}

describe("Gemini CLI's compression under the gemini profile", () => {
  it("is what auto picks for a session Gemini CLI wrote, with the model's token limit as window", () => {
    const result = replaySession(labSession(1_000));
    expect(result.profile).toBe("gemini");
    expect(result.window).toMatchObject({ tokens: 1_048_576, source: "table" });
    expect(result.thresholds.autocompactThreshold).toBe(524_288);
  });

  // The lab (0.61.0): compressed at 524,288 and 128,000, not one token below.
  it.each([
    [
      "compresses when the last prompt's tokens reach half the limit",
      "gemini-3.1-pro-preview",
      524_288,
      [2],
    ],
    ["not one token below it", "gemini-3.1-pro-preview", 524_287, []],
    ["on gemma-4's 256,000 limit at 128,000", "gemma-4-31b-it", 128_000, [2]],
    ["not at 127,999", "gemma-4-31b-it", 127_999, []],
  ])("%s (%s, %i)", (_rule, model, prompt, calls) => {
    expect(compactedAt(replaySession(labSession(prompt, model)))).toEqual(calls);
  });

  it("compresses nothing when the history holds one prompt (no place to cut; lab: 900,000 in one run)", () => {
    expect(compactedAt(replaySession(labSession(900_000, "gemini-3.1-pro-preview", 1)))).toEqual(
      [],
    );
  });

  it("moves with the threshold setting (model.compressionThreshold 0.2: 209,716)", () => {
    const overrides = { geminiCompressionThreshold: 0.2 };
    expect(compactedAt(replaySession(labSession(209_716), { overrides }))).toEqual([2]);
    expect(compactedAt(replaySession(labSession(209_715), { overrides }))).toEqual([]);
  });

  it("keeps the part from the last prompt on and summarises the rest", () => {
    const model = labSession(600_000);
    const result = replaySession(model, { overrides: { summaryTokens: 1_000 } });
    const event = result.events.find((e) => e.kind === "gemini-compress");
    const items = event?.detail.postCompact.map((item) => item.kind);
    expect(items).toEqual(["summary", "kept-messages", "base-overhead"]);
    const summary = event?.detail.postCompact.find((item) => item.kind === "summary");
    expect(summary?.tokens).toBe(1_011);
    expect(event?.detail.summarised?.first).toBe(0);
    expect(model.entries[event?.detail.summarised?.last ?? -1]?.type).toBe("assistant");
  });

  it("infers the token limits a recorded compression at 530,000 allows from the last quiet check", () => {
    const model = readSessionRecords([
      sessionMetadata(),
      userText("u1", "first prompt"),
      geminiMessage("g1", "ok", 500_000),
      userText("u2", "second"),
      geminiMessage("g2", "ok", 530_000),
      messageList(snapshot("s1"), userText("k1", "second")),
      userText("u3", "third"),
      geminiMessage("g3", "ok", 20_000),
    ]);
    const ranges = replaySession(model).thresholdInference?.windowRanges ?? [];
    // Compressing after 530,000 and not after 500,000 at half the limit: 1,000,001 to 1,060,000;
    // under the older releases' 0.7 and 0.2, the limits those shares of it allow.
    expect(ranges).toEqual([
      { profile: "gemini-0.10", minWindow: 714_286, maxWindow: 757_142 },
      { profile: "gemini-0.16", minWindow: 2_500_001, maxWindow: 2_650_000 },
      { profile: "gemini", minWindow: 1_000_001, maxWindow: 1_060_000 },
    ]);
  });

  it("does not mutate the model and is deterministic", () => {
    const model = deepFreeze(labSession(600_000));
    expect(replaySession(model)).toEqual(replaySession(model));
  });
});

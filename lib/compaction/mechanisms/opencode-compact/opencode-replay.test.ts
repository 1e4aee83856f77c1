import { describe, expect, it } from "vitest";
import {
  assistantMessage,
  readSessionLines,
  sessionInfo,
  tokens,
  toolPart,
  userMessage,
} from "../../../transcript/opencode/testing/session-lines";
import { isOfFamily } from "../../replay/event-kinds";
import { replaySession } from "../../replay/replay-session";
import { deepFreeze } from "../../testing/deep-freeze";
import { opencodeUsableContext } from "./usable-context";

const compactedAt = (result: ReturnType<typeof replaySession>) =>
  result.events.filter((event) => isOfFamily(event, "compaction")).map((event) => event.atCall);

/**
 * The lab's scenario: a prompt answered with a tool call whose response reports `total` tokens
 * (prompt + 1 output), then the answer after the tool's result (the check stands before it).
 */
function labSession(total: number) {
  return readSessionLines([
    sessionInfo(),
    userMessage("msg_u1", "read a.txt"),
    assistantMessage("msg_a1", "msg_u1", [toolPart("call_1", "hello\n")], tokens(total - 1, 1)),
    assistantMessage("msg_a2", "msg_u1", [{ type: "text", text: "ok" }], tokens(500, 1)),
  ]);
}

describe("OpenCode's usable context", () => {
  // The lab (1.18.33), each at X compacted and at X - 1 not.
  it.each([
    ["window less output", { window: 10_000, maxOutput: 2_000, inputLimit: 0, reserved: 0 }, 8_000],
    [
      "input limit less min(20,000, output)",
      { window: 10_000, maxOutput: 2_000, inputLimit: 9_000, reserved: 0 },
      7_000,
    ],
    [
      "input limit less compaction.reserved",
      { window: 10_000, maxOutput: 2_000, inputLimit: 10_000, reserved: 1_500 },
      8_500,
    ],
    [
      "the reserve capped at 20,000",
      { window: 400_000, maxOutput: 32_000, inputLimit: 272_000, reserved: 0 },
      252_000,
    ],
    [
      "a 200K model, output capped at 32,000",
      { window: 200_000, maxOutput: 32_000, inputLimit: 0, reserved: 0 },
      168_000,
    ],
  ])("%s", (_rule, limits, usable) => {
    expect(opencodeUsableContext(limits)).toBe(usable);
  });
});

describe("OpenCode's compaction under the opencode profile", () => {
  const lab = { contextWindow: 10_000, opencodeMaxOutputTokens: 2_000 };

  it("is what auto picks for a session OpenCode wrote", () => {
    const result = replaySession(labSession(1_000), { overrides: lab });
    expect(result.profile).toBe("opencode");
    expect(result.thresholds.autocompactThreshold).toBe(8_000);
  });

  it.each([
    ["compacts when the last total reaches the usable context", lab, 8_000, [1]],
    ["not one token below it", lab, 7_999, []],
    [
      "under an input limit, at the limit less the output limit",
      { ...lab, opencodeInputLimit: 9_000 },
      7_000,
      [1],
    ],
    ["not at 6,999", { ...lab, opencodeInputLimit: 9_000 }, 6_999, []],
    [
      "with compaction.reserved 1,500 under a 10,000 input limit, at 8,500",
      { ...lab, opencodeInputLimit: 10_000, opencodeReservedTokens: 1_500 },
      8_500,
      [1],
    ],
    [
      "not at 8,499",
      { ...lab, opencodeInputLimit: 10_000, opencodeReservedTokens: 1_500 },
      8_499,
      [],
    ],
  ])("%s (%s)", (_rule, overrides, total, calls) => {
    expect(compactedAt(replaySession(labSession(total), { overrides }))).toEqual(calls);
  });

  it("summarises the one turn whole when it is the whole history (no tail)", () => {
    const result = replaySession(labSession(9_000), { overrides: { ...lab, summaryTokens: 100 } });
    const event = result.events.find((e) => e.kind === "opencode-compact");
    const items = event?.detail.postCompact.map((item) => item.kind);
    expect(items).toEqual(["summary", "base-overhead"]);
    expect(event?.detail.postCompact.find((item) => item.kind === "summary")?.tokens).toBe(131);
  });

  it("keeps the newest turn when it fits the tail's budget, the older one summarised", () => {
    const model = readSessionLines([
      sessionInfo(),
      userMessage("msg_u1", "first"),
      assistantMessage(
        "msg_a1",
        "msg_u1",
        [toolPart("call_1", "x".repeat(600_000))],
        tokens(10_000),
      ),
      userMessage("msg_u2", "second"),
      assistantMessage("msg_a2", "msg_u2", [toolPart("call_2", "y".repeat(400))], tokens(170_000)),
      assistantMessage("msg_a3", "msg_u2", [{ type: "text", text: "ok" }], tokens(2_000)),
    ]);
    const result = replaySession(model, { overrides: { contextWindow: 200_000 } });
    const event = result.events.find((e) => e.kind === "opencode-compact");
    expect(event?.atCall).toBe(2);
    const kept = event?.detail.postCompact.find((item) => item.kind === "kept-messages");
    expect(kept?.tokens).toBeGreaterThan(0);
    expect(model.entries[event?.detail.summarised?.last ?? -1]?.blocks[0]?.kind).toBe(
      "tool_result",
    );
  });

  it("summarises everything when the whole history fits the tail's budget (OpenCode keeps no tail then)", () => {
    const model = readSessionLines([
      sessionInfo(),
      userMessage("msg_u1", "first"),
      assistantMessage("msg_a1", "msg_u1", [toolPart("call_1", "x".repeat(4_000))], tokens(10_000)),
      userMessage("msg_u2", "second"),
      assistantMessage("msg_a2", "msg_u2", [toolPart("call_2", "y".repeat(400))], tokens(170_000)),
      assistantMessage("msg_a3", "msg_u2", [{ type: "text", text: "ok" }], tokens(2_000)),
    ]);
    const result = replaySession(model, { overrides: { contextWindow: 200_000 } });
    const event = result.events.find((e) => e.kind === "opencode-compact");
    expect(event?.detail.postCompact.map((item) => item.kind)).not.toContain("kept-messages");
  });

  // The lab (1.18.33): a 27,000-character first prompt answered "ok", then a tool call whose
  // total reached 8,000; the compaction part's tail_start_id was the "ok" answer.
  it("keeps the newest turn and the later messages of the one too large as a whole (the lab's tail_start_id)", () => {
    const model = readSessionLines([
      sessionInfo(),
      userMessage("msg_u1", "lorem ipsum ".repeat(2_250)),
      assistantMessage("msg_a1", "msg_u1", [{ type: "text", text: "ok" }], tokens(7_000, 1)),
      userMessage("msg_u2", "read a.txt"),
      assistantMessage("msg_a2", "msg_u2", [toolPart("call_1", "hello\n")], tokens(7_999, 1)),
      assistantMessage("msg_a3", "msg_u2", [{ type: "text", text: "ok" }], tokens(500, 1)),
    ]);
    const result = replaySession(model, { overrides: lab });
    const event = result.events.find((e) => e.kind === "opencode-compact");
    expect(event?.atCall).toBe(2);
    const keptFrom = (event?.detail.summarised?.last ?? -1) + 1;
    expect(model.entries[keptFrom]?.messageId).toBe("opencode:msg_a1");
  });

  it("does not mutate the model and is deterministic", () => {
    const model = deepFreeze(labSession(9_000));
    expect(replaySession(model, { overrides: lab })).toEqual(
      replaySession(model, { overrides: lab }),
    );
  });
});

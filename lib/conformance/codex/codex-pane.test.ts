import { describe, expect, it } from "vitest";
import { answeredTurns, readCodexPane } from "./codex-pane";

describe("readCodexPane", () => {
  it.each([
    ["a turn running (0.74.0's status line)", "• Working (0s • esc to interrupt)\n› ", "busy"],
    [
      "the composer, nothing running",
      "• ok\n› Write tests for @filename\n  0% context left · ? for shortcuts",
      "idle",
    ],
    ["no composer yet", "╭────╮\n│ >_ OpenAI Codex (v0.74.0) │", "starting"],
    [
      "a notice waiting for Enter",
      "  2. Require approval of edits and commands\n  Press enter to continue",
      "question",
    ],
  ])("reads %s", (_name, screen, kind) => {
    expect(readCodexPane(screen).kind).toBe(kind);
  });

  it("answers a waiting notice with Enter", () => {
    expect(readCodexPane("Press enter to continue")).toEqual({ kind: "question", keys: ["Enter"] });
  });
});

describe("answeredTurns", () => {
  it("counts one agent_message event per answer across rollouts", () => {
    const event = (type: string) => JSON.stringify({ type: "event_msg", payload: { type } });
    const rollout = [event("user_message"), event("agent_message"), event("token_count")].join(
      "\n",
    );
    expect(answeredTurns([rollout, event("agent_message")])).toBe(2);
    expect(answeredTurns([])).toBe(0);
  });
});

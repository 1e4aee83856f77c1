import { describe, expect, it } from "vitest";
import {
  geminiMessage,
  sessionMetadata,
  readSessionRecords,
  toolResponse,
  userText,
  withToolCall,
} from "../../transcript/gemini/testing/session-lines";
import { replaySession } from "../../compaction/replay/replay-session";
import { profileForVersion } from "../../compaction/config/resolve-profile";
import { readVersionsMatrix } from "../read-matrix";

/** The lab's scenario in a session file: two prompts, the second's tool call reports `tokens`. */
function labSession(model: string, tokens: number) {
  const call = geminiMessage("g2", "", tokens, { model });
  return readSessionRecords([
    sessionMetadata(),
    userText("u1", "first prompt"),
    geminiMessage("g1", "ok", 2_000, { model }),
    userText("u2", "read a.txt"),
    call,
    withToolCall(call, "call_1"),
    toolResponse("u3", "call_1", "hello\n"),
    geminiMessage("g3", "ok", 2_000, { model }),
  ]);
}

/** Under the version's own rule: the file records no version, the lab knows it. */
const compressions = (version: string, model: string, tokens: number) =>
  replaySession(labSession(model, tokens), {
    profile: profileForVersion(version, "gemini-cli").id,
  }).events.filter((e) => e.kind === "gemini-compress");

const rows = readVersionsMatrix().rows.filter(
  (row) => row.harness === "gemini-cli" && row.threshold !== null,
);

describe("the Gemini CLI lab's rows in the versions matrix", () => {
  it("holds a measured row for the default model and one other", () => {
    expect(new Set(rows.map((row) => row.model)).size).toBeGreaterThanOrEqual(2);
  });

  it.each(rows.map((row) => [row.version, row.model, row.threshold ?? 0] as const))(
    "%s %s: the engine compresses at the measured %i and not a token below",
    (version, model, threshold) => {
      expect(compressions(version, model, threshold).map((e) => e.atCall)).toEqual([2]);
      expect(compressions(version, model, threshold - 1)).toEqual([]);
    },
  );
});

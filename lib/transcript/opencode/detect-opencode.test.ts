import { describe, expect, it } from "vitest";
import { rejectUnusable } from "../../services/ingest/reject-unusable";
import { detectHarness } from "../detect-harness";
import { sessionMetadata } from "../gemini/testing/session-lines";
import { generateOpenCodeSession } from "../../generator/opencode/generate-opencode-session";
import { generateCodexRollout } from "../../generator/codex/generate-codex-rollout";
import { generateTranscriptLines } from "../../generator/generate-transcript";
import { assistantMessage, readSessionLines, sessionInfo, tokens } from "./testing/session-lines";

const firstRecord = (lines: Iterable<string>) => {
  for (const line of lines) return JSON.parse(line) as Record<string, unknown>;
  throw new Error("no line");
};

describe("telling an OpenCode transcript by its content", () => {
  it.each([
    ["its session line", sessionInfo()],
    [
      "a message line, when the session line is missing",
      assistantMessage("msg_a", "msg_u", [], tokens(1)),
    ],
    [
      "a generated session's first line",
      firstRecord(generateOpenCodeSession({ seed: 1, targetBytes: 1_000 }).lines),
    ],
  ])("reads %s as OpenCode's", (_what, record) => {
    expect(detectHarness(record)).toBe("opencode");
  });

  it.each([
    [
      "a Claude Code transcript",
      firstRecord(generateTranscriptLines({ seed: 1, style: "2.1", targetBytes: 2_000 })),
    ],
    ["a Codex rollout", firstRecord(generateCodexRollout({ seed: 1, targetBytes: 2_000 }).lines)],
    ["a Gemini CLI session", sessionMetadata()],
  ])("does not read %s as OpenCode's", (_what, record) => {
    expect(detectHarness(record)).not.toBe("opencode");
  });

  it("is not refused as a file no harness wrote, even with its session line alone", () => {
    const model = readSessionLines([sessionInfo()]);
    expect(model.harness).toBe("opencode");
    expect(() => rejectUnusable(model, 200, null)).not.toThrow();
  });
});

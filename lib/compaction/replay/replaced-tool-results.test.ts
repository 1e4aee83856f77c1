import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../../transcript/build-model";
import { replaySession } from "./replay-session";

/**
 * Three tool results of 90,000 characters answer one assistant message; the client (2.1.101
 * under `tengu_hawthorn_steeple`) saves the largest to a file until the rest fit 200,000 and
 * sends a 2,000-character preview, and says so in a `content-replacement` record. Its count
 * before the next call, and the boundary's preTokens, hold the preview: 150,000 + 22,500 x 2
 * + 500.
 */
const base = { sessionId: "s", version: "2.1.101", isSidechain: false, cwd: "/w" };
const ids = ["toolu_a", "toolu_b", "toolu_c"];

function session(withReplacement: boolean) {
  const records: object[] = [
    {
      ...base,
      type: "user",
      uuid: "u1",
      parentUuid: null,
      message: { role: "user", content: "Print the logs." },
    },
    {
      ...base,
      type: "assistant",
      uuid: "a1",
      parentUuid: "u1",
      message: {
        id: "msg_1",
        role: "assistant",
        model: "claude-sonnet-4-5-20250929",
        content: ids.map((id) => ({ type: "tool_use", id, name: "Bash", input: {} })),
        usage: { input_tokens: 149_999, output_tokens: 1 },
      },
    },
    ...ids.map((id, i) => ({
      ...base,
      type: "user",
      uuid: `r${i}`,
      parentUuid: i === 0 ? "a1" : `r${i - 1}`,
      message: {
        role: "user",
        content: [{ type: "tool_result", tool_use_id: id, content: "x".repeat(90_000) }],
      },
    })),
    ...(withReplacement
      ? [
          {
            type: "content-replacement",
            sessionId: "s",
            replacements: [
              { kind: "tool-result", toolUseId: "toolu_a", replacement: "p".repeat(2_000) },
            ],
          },
        ]
      : []),
    {
      ...base,
      type: "system",
      subtype: "compact_boundary",
      uuid: "b1",
      parentUuid: null,
      logicalParentUuid: "r2",
      content: "Conversation compacted",
      compactMetadata: { trigger: "auto", preTokens: 195_500 },
    },
    {
      ...base,
      type: "user",
      uuid: "s1",
      parentUuid: "b1",
      isCompactSummary: true,
      message: { role: "user", content: "Summary." },
    },
    {
      ...base,
      type: "assistant",
      uuid: "a2",
      parentUuid: "s1",
      message: {
        id: "msg_2",
        role: "assistant",
        model: "claude-sonnet-4-5-20250929",
        content: [{ type: "text", text: "ok" }],
        usage: { input_tokens: 1_999, output_tokens: 1 },
      },
    },
  ];
  const builder = createModelBuilder();
  builder.push(new TextEncoder().encode(records.map((r) => JSON.stringify(r)).join("\n") + "\n"));
  return builder.end();
}

describe("tool results the client sent as a preview", () => {
  it("reads which results the API saw shorter", () => {
    expect(session(true).replacedToolResults).toEqual({ toolu_a: 2_000 });
  });

  it("counts the preview, as the client's preTokens does", () => {
    const compacted = replaySession(session(true), {}).events.filter(
      (e) => e.kind === "autocompact",
    );
    expect(compacted.map((e) => [e.atCall, e.tokensBefore])).toEqual([[1, 195_500]]);
  });

  it("counts the whole output where the file records no replacement", () => {
    const compacted = replaySession(session(false), {}).events.filter(
      (e) => e.kind === "autocompact",
    );
    expect(compacted.map((e) => e.tokensBefore)).toEqual([217_500]);
  });
});

import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../build-model";
import {
  assistantMessage,
  compacted,
  ENCRYPTED_HISTORY,
  functionCall,
  functionOutput,
  line,
  rateLimitsOnly,
  reasoning,
  sessionMeta,
  toRollout,
  tokenCount,
  turnContext,
  usage,
  userMessage,
} from "./testing/rollout-lines";

function build(lines: unknown[]) {
  const builder = createModelBuilder();
  builder.push(toRollout(lines));
  return builder.end();
}

const OPENING = [
  sessionMeta(),
  turnContext(),
  line("response_item", {
    type: "message",
    role: "user",
    content: [{ type: "input_text", text: "<environment_context>cwd</environment_context>" }],
  }),
  userMessage("fix the failing test"),
];

describe("a Codex rollout read into the model", () => {
  it("is detected by content and maps each response_item to one entry of one chain", () => {
    const model = build([
      ...OPENING,
      reasoning("Looking at the test"),
      functionCall("call_1", "shell", { command: ["cat", "a.ts"] }),
      tokenCount(usage(1_000, 0, 50)),
      functionOutput("call_1", "export const a = 1;"),
      assistantMessage("Done."),
      tokenCount(usage(1_200, 1_000, 20), usage(2_200, 1_000, 70)),
    ]);
    expect(model.harness).toBe("codex");
    expect(model.entries.map((e) => [e.type, e.isMeta, e.blocks[0]?.kind])).toEqual([
      ["user", true, "text"],
      ["user", false, "text"],
      ["assistant", false, "thinking"],
      ["assistant", false, "tool_use"],
      ["user", false, "tool_result"],
      ["assistant", false, "text"],
    ]);
    expect(model.entries.map((e) => e.uuid)).toEqual([3, 4, 5, 6, 8, 9].map((n) => `codex:${n}`));
    expect(model.entries.slice(1).map((e) => e.parentUuid)).toEqual(
      model.entries.slice(0, -1).map((e) => e.uuid),
    );
    expect(model.toolPairs).toEqual([
      { toolUseId: "call_1", name: "shell", useEntry: 3, resultEntry: 4 },
    ]);
    expect(model.sessionIds).toEqual(["019a0000-0000-7000-8000-000000000001"]);
    expect(model.versions).toEqual(["0.44.0"]);
    expect(model.cwd).toBe("/work/app");
  });

  it("makes one call per token_count with its context = last_token_usage.total_tokens", () => {
    const model = build([
      ...OPENING,
      assistantMessage("a"),
      tokenCount(usage(10_000, 8_000, 300)),
      userMessage("more"),
      assistantMessage("b"),
      tokenCount(usage(12_000, 10_000, 100), usage(22_000, 18_000, 400)),
    ]);
    expect(model.calls.map((c) => [c.index, c.contextTokens, c.model, c.version])).toEqual([
      [0, 10_300, "gpt-5-codex", "0.44.0"],
      [1, 12_100, "gpt-5-codex", "0.44.0"],
    ]);
    // input_tokens already holds cached_input_tokens: the split adds back up to it.
    expect(model.calls[0]?.usage).toMatchObject({
      inputTokens: 2_000,
      cacheReadInputTokens: 8_000,
      cacheCreationInputTokens: 0,
      outputTokens: 300,
    });
    expect(model.calls[0]?.contextWindow).toBe(272_000);
    expect(model.calls.map((c) => [c.firstEntry, c.lastEntry])).toEqual([
      [2, 2],
      [4, 4],
    ]);
  });

  it.each([
    ["info: null (rate limits only)", [rateLimitsOnly()]],
    ["an event repeated back to back", [tokenCount(usage(5_000, 0, 10))]],
    ["an all-zero last_token_usage", [tokenCount(usage(0, 0, 0), usage(5_000, 0, 10))]],
    [
      "the overflow marker (usage zero, total = window)",
      [tokenCount({ ...usage(0, 0, 0), total_tokens: 272_000 }, usage(5_000, 0, 10))],
    ],
  ])("skips %s", (_name, extra) => {
    const model = build([
      ...OPENING,
      assistantMessage("a"),
      tokenCount(usage(5_000, 0, 10)),
      ...extra,
    ]);
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0]?.contextTokens).toBe(5_010);
    expect(model.recordTypes["event_msg:token_count"]).toBe(1 + extra.length);
  });

  // The lab (0.74.0): `exec resume` starts a process that restores no count, and its first
  // token_count has no info; in the TUI the next turn's token_count carries the last one.
  it.each([
    ["after a resume that restored no count", tokenCount(null), [false, true, false]],
    [
      "not when the process still knows the count",
      tokenCount(usage(10_000, 0, 300)),
      [false, false, false],
    ],
  ])(
    "marks the first call of a process that resumed knowing no usage: %s",
    (_rule, atStart, marks) => {
      const model = build([
        ...OPENING,
        tokenCount(null),
        assistantMessage("a"),
        tokenCount(usage(10_000, 0, 300)),
        userMessage("more"),
        turnContext(),
        atStart,
        assistantMessage("b"),
        tokenCount(usage(11_000, 0, 100), usage(21_000, 0, 400)),
        userMessage("again"),
        assistantMessage("c"),
        tokenCount(usage(12_000, 0, 100), usage(33_000, 0, 500)),
      ]);
      expect(model.calls.map((c) => c.startsResumedProcess === true)).toEqual(marks);
    },
  );

  it("takes each call's model from the latest turn_context", () => {
    const model = build([
      ...OPENING,
      assistantMessage("a"),
      tokenCount(usage(5_000, 0, 10)),
      turnContext("gpt-5.1-codex-max"),
      userMessage("go on"),
      assistantMessage("b"),
      tokenCount(usage(6_000, 0, 10), usage(11_000, 0, 20)),
    ]);
    expect(model.calls.map((c) => c.model)).toEqual(["gpt-5-codex", "gpt-5.1-codex-max"]);
    expect(model.models).toEqual(["gpt-5-codex", "gpt-5.1-codex-max"]);
  });

  it.each([
    [
      "local: the summary text in message",
      compacted("Another model summarized: fix tests"),
      35,
      false,
    ],
    ["remote: only an encrypted compaction item", compacted("", ENCRYPTED_HISTORY), null, true],
    [
      "remote in older releases: compaction_summary",
      compacted("", [{ type: "compaction_summary", encrypted_content: "gAAA" }]),
      null,
      true,
    ],
  ])("records a compacted line (%s)", (_name, compactedLine, summaryChars, encrypted) => {
    const model = build([
      ...OPENING,
      assistantMessage("a"),
      tokenCount(usage(200_000, 150_000, 500)),
      tokenCount(usage(0, 0, 0), usage(200_000, 150_000, 500)),
      compactedLine,
      line("event_msg", { type: "context_compacted" }),
      turnContext(),
      userMessage("next"),
      assistantMessage("b"),
      tokenCount(usage(20_000, 0, 100), usage(220_000, 150_000, 600)),
    ]);
    expect(model.compactions).toEqual([
      expect.objectContaining({
        form: "boundary",
        trigger: "auto",
        preTokens: 200_500,
        atCall: 1,
        line: 8,
        summaryChars,
        summaryEncrypted: encrypted,
        parentInFile: true,
      }),
    ]);
    expect(model.calls).toHaveLength(2);
  });

  it("leaves the summary request out of the calls and marks its answer as the summary (0.169)", () => {
    const model = build([
      ...OPENING,
      assistantMessage("turn one"),
      tokenCount(usage(245_000, 200_000, 100), usage(245_000, 200_000, 100)),
      line("event_msg", { type: "task_complete" }),
      line("event_msg", { type: "task_started" }),
      // The same usage again, then the compaction request's answer and its own usage.
      tokenCount(usage(245_000, 200_000, 100), usage(245_000, 200_000, 100)),
      assistantMessage("Summary of the work so far"),
      line("token_usage_record", { input_tokens: 245_200 }),
      tokenCount(usage(245_200, 245_000, 900), usage(490_200, 445_000, 1_000)),
      compacted("Another language model started... Summary of the work so far", []),
      tokenCount({ ...usage(0, 0, 0), total_tokens: 13_273 }, usage(490_200, 445_000, 1_000)),
      userMessage("turn two"),
      assistantMessage("ok"),
      tokenCount(usage(14_000, 0, 50), usage(504_200, 445_000, 1_050)),
    ]);
    expect(model.calls.map((c) => c.contextTokens)).toEqual([245_100, 14_050]);
    expect(model.compactions).toEqual([
      expect.objectContaining({
        trigger: "auto",
        preTokens: 245_100,
        atCall: 1,
        requestContextTokens: 246_100,
      }),
    ]);
    const summary = model.entries.find((e) => e.isCompactSummary);
    expect(summary).toMatchObject({ type: "assistant", line: 10 });
    expect(model.entries.filter((e) => e.isCompactSummary)).toHaveLength(1);
    // Message ids are never reused: the next call's entries do not join the summary's.
    expect(model.calls[1]?.messageId).not.toBe(summary?.messageId);
  });

  // Before 0.100 the check followed every response, a bare answer included: kept as a call.
  it.each(["0.100.0", "0.58.0"])(
    "an in-turn compaction on %s (after a tool's output)",
    (version) => {
      const model = build([
        sessionMeta({ cli_version: version }),
        ...OPENING.slice(1),
        reasoning("Running the tests"),
        functionCall("call_1", "shell", { command: ["npm", "test"] }),
        tokenCount(usage(245_000, 200_000, 50), usage(245_000, 200_000, 50)),
        functionOutput("call_1", { output: "x".repeat(4_000), metadata: { exit_code: 1 } }),
        // The summary request: its own usage, no reasoning, no tool call.
        tokenCount(usage(246_200, 245_000, 100), usage(491_200, 445_000, 150)),
        tokenCount(usage(0, 0, 0), usage(491_200, 445_000, 150)),
        compacted("Summary of the work so far", []),
        reasoning("Continuing"),
        assistantMessage("fixed"),
        tokenCount(usage(14_000, 0, 50), usage(505_200, 445_000, 200)),
      ]);
      const isRequestCounted = version === "0.58.0";
      expect(model.calls.map((c) => c.contextTokens)).toEqual(
        isRequestCounted ? [245_050, 246_300, 14_050] : [245_050, 14_050],
      );
      expect(model.compactions).toEqual([
        expect.objectContaining({
          preTokens: isRequestCounted ? 246_300 : 245_050,
          atCall: isRequestCounted ? 2 : 1,
        }),
      ]);
    },
  );

  it("counts malformed lines and unknown line and payload types without throwing", () => {
    const builder = createModelBuilder();
    const good = toRollout([
      ...OPENING,
      line("world_state", { agents_md: "x" }),
      line("token_usage_record", { total: 1 }),
      line("response_item", { type: "ghost_snapshot", ghost_commit: { id: "abc" } }),
      line("event_msg", { type: "item_completed" }),
    ]);
    builder.push(good);
    builder.push(new TextEncoder().encode('{"timestamp":"x","type":"response_item"\n[1,2]\n'));
    const model = builder.end();
    expect(model.invalidLineCount).toBe(2);
    expect(model.recordTypes).toMatchObject({
      world_state: 1,
      token_usage_record: 1,
      "response_item:ghost_snapshot": 1,
      "event_msg:item_completed": 1,
    });
    expect(model.entries.at(-1)).toMatchObject({
      type: "ghost_snapshot",
      blocks: [{ kind: "other" }],
    });
  });

  it.each([
    ["id (0.3x)", { id: "a-1" }, "a-1"],
    ["session_id (newer)", { id: undefined, session_id: "s-2" }, "s-2"],
  ])("reads the session id from session_meta's %s", (_name, fields, expected) => {
    const model = build([sessionMeta(fields), turnContext(), userMessage("hi")]);
    expect(model.sessionIds).toEqual([expected]);
  });

  it("names the file an apply_patch changes and the path a read names", () => {
    const model = build([
      ...OPENING,
      line("response_item", {
        type: "custom_tool_call",
        name: "apply_patch",
        call_id: "c1",
        input: "*** Begin Patch\n*** Update File: src/a.ts\n@@\n-a\n+b\n*** End Patch",
      }),
      functionCall("c2", "read_file", { path: "src/b.ts" }),
    ]);
    expect(model.entries.slice(-2).map((e) => e.blocks[0])).toEqual([
      expect.objectContaining({ kind: "tool_use", name: "apply_patch", filePath: "src/a.ts" }),
      expect.objectContaining({ kind: "tool_use", name: "read_file", filePath: "src/b.ts" }),
    ]);
  });

  it("keeps a Claude Code file Claude Code's", () => {
    const builder = createModelBuilder();
    builder.push(
      new TextEncoder().encode(
        JSON.stringify({
          type: "user",
          uuid: "u1",
          parentUuid: null,
          message: { role: "user", content: "hi" },
        }) + "\n",
      ),
    );
    expect(builder.end().harness).toBe("claude-code");
  });
});

describe("the size of each item the client added (Codex's pre-turn estimate counts it)", () => {
  const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
  const injected = line("response_item", {
    type: "message",
    role: "developer",
    content: [
      { type: "input_text", text: "<permissions instructions>é never</permissions instructions>" },
    ],
  });
  // 0.169 writes more keys beside the payload: the payload is measured on its own.
  const withMetadata = {
    ...userMessage("fix the test"),
    ordinal: 11,
    metadata: { history_sequence: 7, client_authored: false },
  };

  it("is the bytes of the item's compact JSON for what the client adds, null for what the model produced", () => {
    const model = build([
      sessionMeta({ cli_version: "0.100.0" }),
      turnContext(),
      injected,
      withMetadata,
      functionCall("call_1", "shell", { command: ["ls"] }),
      tokenCount(usage(1_000, 0, 50)),
      functionOutput("call_1", "a.ts\nb.ts"),
      assistantMessage("Done."),
    ]);
    expect(model.entries.map((e) => e.itemBytes)).toEqual([
      bytesOf(injected.payload),
      bytesOf(withMetadata.payload),
      null,
      bytesOf(functionOutput("call_1", "a.ts\nb.ts").payload),
      null,
    ]);
  });
});

describe("a remote compaction (the OpenAI provider: no summary request recorded)", () => {
  // A remote compaction writes no token_count of its own (lab: 0.72.0 to 0.171.0 under the
  // built-in OpenAI provider), so no call before its line is the summary request's. 0.169.0
  // with a provider named "OpenAI" once lost the turn's last call, a bare answer, that way.
  const turnOne = [
    turnContext("gpt-5.1-codex-max"),
    userMessage("Reply ok. [lab turn 1]"),
    assistantMessage("ok"),
    tokenCount(usage(244_799, 0, 1)),
  ];
  const turnTwo = [
    userMessage("Reply ok. [lab turn 2]"),
    assistantMessage("ok"),
    tokenCount(usage(1_000, 0, 1)),
  ];
  const nextTurn = [
    line("event_msg", { type: "task_complete", last_agent_message: "ok" }),
    line("event_msg", { type: "task_started", model_context_window: 258_400 }),
  ];
  it.each([
    {
      // No task lines between turns in this release; totals run on, so no count repeats.
      what: "in the same turn, the turn sampled again (0.72.0; 0.65 the same with compaction_summary)",
      version: "0.72.0",
      lines: [
        ...turnOne,
        compacted("", ENCRYPTED_HISTORY),
        tokenCount(usage(0, 0, 0), usage(244_799, 0, 1)),
        assistantMessage("ok"),
        tokenCount(usage(1_000, 0, 1), usage(245_799, 0, 2)),
        userMessage("Reply ok. [lab turn 2]"),
        assistantMessage("ok"),
        tokenCount(usage(1_000, 0, 1), usage(246_799, 0, 3)),
      ],
      calls: [244_800, 1_001, 1_001],
    },
    {
      what: "before the next turn, from /responses/compact (0.100.0)",
      version: "0.100.0",
      lines: [...turnOne, ...nextTurn, compacted("", ENCRYPTED_HISTORY), ...turnTwo],
      calls: [244_800, 1_001],
    },
    {
      what: "before the next turn, from a compaction_trigger request (0.169.0)",
      version: "0.169.0",
      lines: [
        ...turnOne,
        ...nextTurn,
        compacted("", ENCRYPTED_HISTORY),
        // The compaction's usage goes to a token_usage_record, never to a token_count.
        line("token_usage_record", { usage: usage(5_000, 0, 100) }),
        tokenCount(usage(0, 0, 0), usage(244_799, 0, 1)),
        ...turnTwo,
      ],
      calls: [244_800, 1_001],
    },
  ])(
    "keeps the turn's last call and reads the summary as encrypted: $what",
    ({ version, lines, calls }) => {
      const model = build([sessionMeta({ cli_version: version }), ...lines]);
      expect(model.calls.map((call) => call.contextTokens)).toEqual(calls);
      expect(model.compactions).toMatchObject([
        { atCall: 1, preTokens: 244_800, summaryEncrypted: true },
      ]);
    },
  );
});

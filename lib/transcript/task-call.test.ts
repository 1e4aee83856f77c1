import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findTaskUses, readTaskAgentId, readTaskDescription } from "./task-call";
import { buildModel, makeAssistant, makeUser, toolResult, toolUse } from "./testing/make-records";
import { fixturePath, hasRealFixtures } from "./testing/real-fixtures";

const line = (record: unknown) => JSON.stringify(record);
const use = (id: string, input: unknown) =>
  line({
    type: "assistant",
    message: { content: [{ type: "tool_use", id, name: "Task", input }] },
  });
const result = (content: unknown, toolUseResult?: unknown, more: unknown[] = []) =>
  line({
    type: "user",
    message: { content: [{ type: "tool_result", tool_use_id: "toolu_1", content }, ...more] },
    toolUseResult,
  });

describe("readTaskDescription", () => {
  it.each([
    [
      "its description",
      use("toolu_1", { description: "Run MXFP quant tests", prompt: "…" }),
      "Run MXFP quant tests",
    ],
    ["whitespace folded", use("toolu_1", { description: "  two\n lines " }), "two lines"],
    ["none given", use("toolu_1", { prompt: "…" }), null],
    ["an empty one", use("toolu_1", { description: "   " }), null],
    ["not a string", use("toolu_1", { description: 42 }), null],
    ["another call's", use("toolu_2", { description: "other" }), null],
    ["a broken line", '{"type":"assistant","mess', null],
    ["a line that is not a record", "[1,2]", null],
  ])("reads %s", (_case, text, expected) => {
    expect(readTaskDescription(text, "toolu_1")).toBe(expected);
  });

  it("cuts a long description to 300 characters", () => {
    expect(
      readTaskDescription(use("toolu_1", { description: "x".repeat(1_000) }), "toolu_1"),
    ).toHaveLength(300);
  });
});

describe("readTaskAgentId", () => {
  const footer =
    "agentId: a2244978809bf394d (use SendMessage with to: 'a2244978809bf394d' to continue)";
  it.each([
    [
      "2.1.x: the result's last text block names it",
      result(
        [
          { type: "text", text: "Done." },
          { type: "text", text: footer },
        ],
        { agentId: "a2244978809bf394d" },
      ),
      "a2244978809bf394d",
    ],
    [
      "2.1.x async launch: in the text",
      result([
        {
          type: "text",
          text: "Async agent launched successfully.\nagentId: a49bdb08c902ff81f (internal ID)",
        },
      ]),
      "a49bdb08c902ff81f",
    ],
    ["string content", result(`report\n${footer}`), "a2244978809bf394d"],
    [
      "only toolUseResult names it",
      result([{ type: "text", text: "Done." }], { agentId: "ab70f46030738bd32" }),
      "ab70f46030738bd32",
    ],
    [
      "1.0.x: neither does",
      result([{ type: "text", text: "Done." }], {
        content: [],
        totalDurationMs: 5,
        totalTokens: 9,
      }),
      null,
    ],
    [
      "an error result (toolUseResult a string)",
      result("Error: interrupted", "Error: interrupted"),
      null,
    ],
    ["an agentId that is not an id", result("x", { agentId: "a b;rm" }), null],
    [
      "two results in one record: toolUseResult is not taken for either",
      result("x", { agentId: "ab70f46030738bd32" }, [
        { type: "tool_result", tool_use_id: "toolu_9", content: "y" },
      ]),
      null,
    ],
    [
      "another call's result",
      line({
        type: "user",
        message: { content: [{ type: "tool_result", tool_use_id: "toolu_2", content: footer }] },
      }),
      null,
    ],
    ["a broken line", '{"type":"user","message":{"content":[{"type":"tool_re', null],
  ])("%s", (_case, text, expected) => {
    expect(readTaskAgentId(text, "toolu_1")).toBe(expected);
  });
});

describe.skipIf(!hasRealFixtures)("Task calls of real transcripts", () => {
  const lines = (name: string) => readFileSync(fixturePath(name), "utf8").split("\n");

  it.each([
    // [file, use line, result line, tool_use id prefix, description, agentId]
    ["v2.1.63_autocompact_long.jsonl", 134, 135, "Run MXFP quant tests", "a49bdb08c902ff81f"],
    [
      "v2.1.119_sonnet1m_249k_no_compact.jsonl",
      727,
      728,
      "Build all Laravel Blade views for CMMCUnlock app",
      "a2244978809bf394d",
    ],
    ["v1.0.98_orchestrator_sidechains.jsonl", 13, null, "Setup Next.js project", null],
  ])("%s line %i", (name, useLine, resultLine, description, agentId) => {
    const file = lines(name);
    const useText = file[useLine - 1]!;
    const id = (JSON.parse(useText) as { message: { content: { id: string }[] } }).message
      .content[0]!.id;
    expect(readTaskDescription(useText, id)).toBe(description);
    if (resultLine !== null) expect(readTaskAgentId(file[resultLine - 1]!, id)).toBe(agentId);
  });
});

describe("findTaskUses", () => {
  const usage = { input_tokens: 10, output_tokens: 5 };
  const model = buildModel([
    makeUser("start"),
    makeAssistant("msg_1", toolUse("toolu_a", "Task", { description: "a" }), usage),
    makeUser([toolResult("toolu_a", "done")]),
    makeAssistant("msg_2", toolUse("toolu_r", "Read", { file_path: "/x" }), usage),
    makeUser([toolResult("toolu_r", "text")]),
    makeAssistant("msg_3", toolUse("toolu_b", "Agent", { description: "b" }), usage),
    // A sidechain's own Task call belongs to that subagent, not to the session.
    makeUser("sub", { isSidechain: true }),
    makeAssistant("msg_4", toolUse("toolu_c", "Task", {}), usage, { isSidechain: true }),
  ]);

  it("lists the main thread's Task and Agent calls with their lines, result and API call", () => {
    expect(findTaskUses(model)).toEqual([
      { toolUseId: "toolu_a", toolName: "Task", useLine: 2, resultLine: 3, callIndex: 0 },
      { toolUseId: "toolu_b", toolName: "Agent", useLine: 6, resultLine: null, callIndex: 2 },
    ]);
  });

  it("finds none in a session without Task calls", () => {
    expect(findTaskUses(buildModel([makeUser("hi")]))).toEqual([]);
  });
});

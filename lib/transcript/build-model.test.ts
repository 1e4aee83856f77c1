import { describe, expect, it } from "vitest";
import {
  buildModel,
  makeAssistant,
  makeSystem,
  makeUser,
  text,
  toolResult,
  toolUse,
} from "./testing/make-records";

describe("API calls (SPEC section 4)", () => {
  it.each([
    ["growing output (1.0.x): the largest output wins", [8, 8, 575], 575],
    ["copied usage (2.1.19): any record, same usage", [575, 575, 575], 575],
    ["proxy zeros on non-final records", [0, 0, 575], 575],
  ])("%s", (_rule, outputs, expected) => {
    const model = buildModel(
      outputs.map((output, i) =>
        makeAssistant(
          "msg_1",
          text(`block ${i}`),
          output === 0
            ? { output_tokens: 0 }
            : { input_tokens: 10, cache_read_input_tokens: 1000, output_tokens: output },
        ),
      ),
    );
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0]?.usage.outputTokens).toBe(expected);
    expect(model.calls[0]?.contextTokens).toBe(10 + 1000 + expected);
  });

  it("takes the last record on output ties, never summing", () => {
    const model = buildModel([
      makeAssistant("m", text("a"), { input_tokens: 1, output_tokens: 5 }),
      makeAssistant("m", text("b"), { input_tokens: 2, output_tokens: 5 }),
    ]);
    expect(model.calls[0]?.usage.inputTokens).toBe(2);
  });

  it("excludes <synthetic> records and ignores progress records", () => {
    const model = buildModel([
      makeAssistant("m1", text("hi"), { output_tokens: 3 }),
      {
        ...makeAssistant("m2", text("No response requested."), {}),
        message: { id: "m2", model: "<synthetic>", role: "assistant", content: [] },
      },
      {
        type: "progress",
        uuid: "p1",
        data: {
          type: "agent_progress",
          message: { type: "assistant", message: { id: "m3", usage: { output_tokens: 9 } } },
        },
      },
    ]);
    expect(model.calls.map((c) => c.messageId)).toEqual(["m1"]);
    expect(model.models).toEqual(["claude-opus-4-5-20251101"]);
  });

  it("numbers main-thread calls and gives each subagent its own source", () => {
    const model = buildModel([
      makeAssistant("a", text("x"), {}),
      makeAssistant("b", text("x"), {}, { isSidechain: true, agentId: "ag1" }),
      makeAssistant("c", text("x"), {}),
      makeUser("task", { uuid: "root", isSidechain: true }),
      makeAssistant("d", text("x"), {}, { isSidechain: true, parentUuid: "root" }),
    ]);
    expect(model.calls.map((c) => [c.messageId, c.index, c.source])).toEqual([
      ["a", 0, "main"],
      ["b", -1, "agent:ag1"],
      ["c", 1, "main"],
      ["d", -1, "chain:root"],
    ]);
  });

  it("takes the largest source as main thread when no call is on the main thread", () => {
    const model = buildModel([
      makeAssistant("a", text("x"), {}, { isSidechain: true, agentId: "small" }),
      makeAssistant("b", text("x"), {}, { isSidechain: true, agentId: "big" }),
      makeAssistant("c", text("x"), {}, { isSidechain: true, agentId: "big" }),
    ]);
    expect(model.mainSource).toBe("agent:big");
    expect(model.calls.filter((c) => c.isMainThread).map((c) => c.index)).toEqual([0, 1]);
  });
});

describe("recorded compactions", () => {
  const boundary = (uuid: string, preTokens: number) =>
    makeSystem("compact_boundary", {
      uuid,
      logicalParentUuid: "before",
      compactMetadata: { trigger: "auto", preTokens },
    });

  it("dedupes boundaries by uuid and places them before the next call", () => {
    const model = buildModel([
      makeUser("hi", { uuid: "before" }),
      makeAssistant("a", text("x"), {}),
      boundary("b1", 155_000),
      makeUser("This session is being continued", { parentUuid: "b1", isCompactSummary: true }),
      boundary("b1", 155_000),
      makeAssistant("b", text("x"), {}),
    ]);
    expect(model.compactions).toEqual([
      expect.objectContaining({
        uuid: "b1",
        form: "boundary",
        trigger: "auto",
        preTokens: 155_000,
        atCall: 1,
        parentInFile: true,
        summaryChars: 31,
      }),
    ]);
  });

  it("finds the boundary of a summary written after attachments (newer versions): one compaction", () => {
    // Boundary, then the session's context and date as attachments, then the summary: its
    // parent is the last attachment, whose chain leads to the boundary.
    const model = buildModel([
      makeUser("hi", { uuid: "before" }),
      makeAssistant("a", text("x"), {}),
      boundary("b1", 177_000),
      {
        type: "attachment",
        uuid: "at1",
        parentUuid: "b1",
        attachment: { type: "session_context" },
      },
      { type: "attachment", uuid: "at2", parentUuid: "at1", attachment: { type: "date" } },
      makeUser("This session is being continued", { parentUuid: "at2", isCompactSummary: true }),
      makeAssistant("b", text("x"), {}),
    ]);
    expect(model.compactions).toEqual([
      expect.objectContaining({
        uuid: "b1",
        form: "boundary",
        trigger: "auto",
        atCall: 1,
        summaryChars: 31,
      }),
    ]);
  });

  it("keeps a summary whose chain reaches a boundary only through a message as its own", () => {
    const model = buildModel([
      makeAssistant("a", text("x"), {}),
      boundary("b1", 177_000),
      makeUser("a prompt", { uuid: "u1", parentUuid: "b1" }),
      makeUser("This session is being continued", {
        uuid: "s",
        parentUuid: "u1",
        isCompactSummary: true,
      }),
    ]);
    expect(model.compactions.map((c) => c.form)).toEqual(["boundary", "summary"]);
  });

  it("counts a summary without boundary as a compaction of unknown trigger (before 1.0.117)", () => {
    const model = buildModel([
      makeAssistant("a", text("x"), {}),
      makeUser("This session is being continued", { uuid: "s", isCompactSummary: true }),
    ]);
    expect(model.compactions).toEqual([
      expect.objectContaining({ uuid: "s", form: "summary", trigger: null, atCall: 1 }),
    ]);
  });

  it("reads microcompact boundaries", () => {
    const model = buildModel([
      makeAssistant("a", text("x"), {}),
      makeSystem("microcompact_boundary", {
        microcompactMetadata: {
          trigger: "auto",
          preTokens: 59_492,
          tokensSaved: 21_761,
          compactedToolIds: ["t1"],
        },
      }),
      makeAssistant("b", text("x"), {}),
    ]);
    expect(model.microcompactions).toEqual([
      expect.objectContaining({
        atCall: 1,
        tokensSaved: 21_761,
        compactedToolIds: ["t1"],
        clearedAttachmentUUIDs: [],
      }),
    ]);
  });

  it.each([
    ["keeps clearedAttachmentUUIDs (FORMAT §10)", ["att-1", "att-2"], ["att-1", "att-2"]],
    ["reads their absence (before 2.1.12) as none", undefined, []],
    ["reads a malformed list as none", "att-1", []],
  ])("%s", (_rule, cleared, expected) => {
    const model = buildModel([
      makeAssistant("a", text("x"), {}),
      makeSystem("microcompact_boundary", {
        microcompactMetadata: {
          trigger: "auto",
          tokensSaved: 1_000,
          clearedAttachmentUUIDs: cleared,
        },
      }),
      makeAssistant("b", text("x"), {}),
    ]);
    expect(model.microcompactions[0]?.clearedAttachmentUUIDs).toEqual(expected);
  });

  it("keeps postTokens and durationMs of a boundary (about 2.1.112 on, FORMAT §10)", () => {
    const model = buildModel([
      makeAssistant("a", text("x"), {}),
      makeSystem("compact_boundary", {
        compactMetadata: {
          trigger: "auto",
          preTokens: 170_000,
          postTokens: 31_000,
          durationMs: 41_250,
        },
      }),
      makeAssistant("b", text("x"), {}),
    ]);
    expect(model.compactions[0]).toMatchObject({ postTokens: 31_000, durationMs: 41_250 });
  });
});

describe("records and lines", () => {
  it("accounts for every line: records, invalid lines with numbers, blanks", () => {
    const model = buildModel([
      makeUser("a"),
      "not json",
      "",
      "[1]",
      { type: "summary", summary: "Title" },
    ]);
    expect(model.lines).toBe(5);
    expect(model.records).toBe(2);
    expect(model.invalidLines.map((l) => l.line)).toEqual([2, 4]);
    expect(model.recordTypes).toEqual({ user: 1, summary: 1 });
    expect(model.title).toBe("Title");
  });

  it("keeps unknown record types and wrong field types without failing", () => {
    const model = buildModel([
      { type: "brand-new-kind", uuid: "n1", whatever: [1, 2] },
      {
        ...makeAssistant("a", text("x"), null),
        message: { id: "a", model: 42, usage: { input_tokens: "lots" }, content: "plain" },
      },
    ]);
    expect(model.recordTypes["brand-new-kind"]).toBe(1);
    expect(model.entries[0]?.type).toBe("brand-new-kind");
    expect(model.calls[0]?.contextTokens).toBe(0);
  });

  it("pairs tool_use with tool_result and sizes blocks", () => {
    const model = buildModel([
      makeAssistant("a", toolUse("t1", "Read", { file_path: "/x.ts" }), {}),
      makeUser([toolResult("t1", "12345")]),
      makeUser([
        toolResult(
          "t2",
          [
            { type: "image", source: {} },
            { type: "text", text: "ab" },
          ],
          true,
        ),
      ]),
    ]);
    expect(model.toolPairs).toEqual([
      { toolUseId: "t1", name: "Read", useEntry: 0, resultEntry: 1 },
    ]);
    expect(model.entries[0]?.blocks[0]).toEqual({
      kind: "tool_use",
      id: "t1",
      name: "Read",
      inputChars: 21,
      filePath: "/x.ts",
    });
    expect(model.entries[2]?.blocks[0]).toEqual({
      kind: "tool_result",
      toolUseId: "t2",
      chars: 2,
      isError: true,
      images: 1,
    });
  });
});

import { describe, expect, it } from "vitest";
import { deepFreeze } from "../testing/deep-freeze";
import { normalizeSummaryMessages } from "./normalize-summary-messages";
import type { SummaryMessage } from "./summary-request-types";
import { makeRecord as r } from "./testing/make-records";

const text = (t: string) => ({ type: "text" as const, text: t });
const use = (id: string) => ({
  type: "tool_use" as const,
  id,
  name: "Read",
  input: { file_path: `/${id}` },
});
const result = (id: string) => ({
  type: "tool_result" as const,
  tool_use_id: id,
  content: `result of ${id}`,
});

describe("normalizeSummaryMessages: seed 002's filter and merge rules", () => {
  it.each<[string, unknown[], SummaryMessage[], Record<string, number>]>([
    [
      "keeps a plain user message as a string",
      [r.user("hi")],
      [{ role: "user", content: "hi" }],
      {},
    ],
    [
      "drops progress records",
      [r.user("a"), r.progress()],
      [{ role: "user", content: "a" }],
      { progress: 1 },
    ],
    [
      "drops system records (boundaries, api errors, hooks)",
      [r.system(), r.user("a"), r.system("api_error")],
      [{ role: "user", content: "a" }],
      { system: 2 },
    ],
    [
      "drops synthetic assistant messages",
      [r.user("a"), r.synthetic()],
      [{ role: "user", content: "a" }],
      { synthetic: 1 },
    ],
    [
      "drops metadata records that carry no message",
      [r.metadata(), r.user("a")],
      [{ role: "user", content: "a" }],
      { metadata: 1 },
    ],
    [
      "drops sidechain records",
      [r.user("a"), r.user("side", { isSidechain: true })],
      [{ role: "user", content: "a" }],
      { sidechain: 1 },
    ],
    [
      "merges consecutive user messages",
      [r.user("a"), r.user("b")],
      [{ role: "user", content: [text("a"), text("b")] }],
      {},
    ],
    [
      "merges assistant records of one message.id (one record per block)",
      [r.user("q"), r.assistant("m1", [r.text("look")]), r.assistant("m1", [r.toolUse("t1")])],
      [
        { role: "user", content: "q" },
        { role: "assistant", content: [text("look"), use("t1")] },
      ],
      {},
    ],
    [
      "merges parallel tool calls across their results, results merged after them",
      [
        r.user("q"),
        r.assistant("m1", [r.toolUse("t1")]),
        r.user([r.toolResult("t1")]),
        r.assistant("m1", [r.toolUse("t2")]),
        r.user([r.toolResult("t2")]),
      ],
      [
        { role: "user", content: "q" },
        { role: "assistant", content: [use("t1"), use("t2")] },
        { role: "user", content: [result("t1"), result("t2")] },
      ],
      {},
    ],
    [
      "keeps assistant messages of different ids apart",
      [r.user("q"), r.assistant("m1", [r.text("a")]), r.assistant("m2", [r.text("b")])],
      [
        { role: "user", content: "q" },
        { role: "assistant", content: [text("a")] },
        { role: "assistant", content: [text("b")] },
      ],
      {},
    ],
    [
      "does not merge across a user text message",
      [r.assistant("m1", [r.text("a")]), r.user("no"), r.assistant("m1", [r.text("b")])],
      [
        { role: "assistant", content: [text("a")] },
        { role: "user", content: "no" },
        { role: "assistant", content: [text("b")] },
      ],
      {},
    ],
    [
      "replaces an image by [image]",
      [r.user([r.text("see"), r.image()])],
      [{ role: "user", content: [text("see"), text("[image]")] }],
      {},
    ],
    [
      "replaces a document by [image]",
      [r.user([r.document()])],
      [{ role: "user", content: [text("[image]")] }],
      {},
    ],
    [
      "replaces an image inside a tool result",
      [r.user([r.toolResult("t1", [r.text("shot"), r.image()])])],
      [
        {
          role: "user",
          content: [
            {
              type: "tool_result" as const,
              tool_use_id: "t1",
              content: [text("shot"), text("[image]")],
            },
          ],
        },
      ],
      {},
    ],
    [
      "drops thinking blocks, and a thinking-only message",
      [
        r.user("q"),
        r.assistant("m1", [r.thinking()]),
        r.assistant("m2", [r.thinking(), r.text("a")]),
      ],
      [
        { role: "user", content: "q" },
        { role: "assistant", content: [text("a")] },
      ],
      { empty: 1 },
    ],
    [
      "strips skill listing and discovery attachments",
      [r.user("q"), r.attachment("skill_listing"), r.attachment("skill_discovery")],
      [{ role: "user", content: "q" }],
      { "skill-attachment": 2 },
    ],
    [
      "joins another attachment to the user message before it, as a system reminder",
      [r.user("q"), r.attachment("todo_reminder", { content: "do x" })],
      [
        {
          role: "user",
          content: [text("q"), text("<system-reminder>\n[todo_reminder] do x\n</system-reminder>")],
        },
      ],
      {},
    ],
    [
      "counts a record that is not an object as invalid",
      [null, "x", r.user("a")],
      [{ role: "user", content: "a" }],
      { invalid: 2 },
    ],
  ])("%s", (_rule, records, messages, dropped) => {
    const out = normalizeSummaryMessages(records);
    expect(out.messages).toEqual(messages);
    expect(out.dropped).toEqual(dropped);
  });

  it("keeps sidechain records when asked (a subagent's own file is all sidechain)", () => {
    const out = normalizeSummaryMessages([r.user("a", { isSidechain: true })], {
      includeSidechains: true,
    });
    expect(out.messages).toEqual([{ role: "user", content: "a" }]);
  });

  it("never leaves base64 behind, even in an attachment's payload", () => {
    const records = [
      r.user([r.image()]),
      r.attachment("queued_command", { prompt: [r.text("x"), r.image()] }),
    ];
    const out = normalizeSummaryMessages(records);
    expect(JSON.stringify(out.messages)).not.toMatch(/base64|iVBOR/);
    expect(out.images).toBe(1);
  });

  it("does not mutate its input and is deterministic", () => {
    const records = deepFreeze([
      r.user("q"),
      r.assistant("m1", [r.toolUse("t1")]),
      r.user([r.toolResult("t1")]),
      r.assistant("m1", [r.toolUse("t2")]),
    ]);
    expect(normalizeSummaryMessages(records)).toEqual(normalizeSummaryMessages(records));
  });
});

import { describe, expect, it } from "vitest";
import type { BlockInfo, Entry } from "../transcript/model";
import { assignTurns } from "./tree-turns";

type Record = Pick<Entry, "type" | "messageId" | "blocks">;
const use = (id: string): BlockInfo => ({ kind: "tool_use", id, name: "Read", inputChars: 2 });
const result = (toolUseId: string): BlockInfo => ({
  kind: "tool_result",
  toolUseId,
  chars: 1,
  isError: false,
  images: 0,
});
const text: BlockInfo = { kind: "text", chars: 5 };
const assistant = (messageId: string, ...blocks: BlockInfo[]): Record => ({
  type: "assistant",
  messageId,
  blocks,
});
const user = (...blocks: BlockInfo[]): Record => ({ type: "user", messageId: null, blocks });

describe("assignTurns", () => {
  it.each<[string, Record[], number[]]>([
    [
      "joins the records of one message and the results of its tool uses",
      [
        user(text),
        assistant("m1", use("t1")),
        assistant("m1", use("t2")),
        user(result("t1")),
        user(result("t2")),
      ],
      [0, 1, 1, 1, 1],
    ],
    [
      "starts a new turn at the next message id",
      [assistant("m1", use("t1")), user(result("t1")), assistant("m2", text)],
      [0, 0, 2],
    ],
    [
      "keeps a user's own text out of the turn before it",
      [assistant("m1", use("t1")), user(result("t1")), user(text)],
      [0, 0, 2],
    ],
    [
      "leaves a result mixed with text, or with an unknown tool use, on its own",
      [assistant("m1", use("t1")), user(result("t1"), text), user(result("t9"))],
      [0, 1, 2],
    ],
    [
      "gives records without a message id a turn each",
      [assistant("x", text), { type: "system", messageId: null, blocks: [] }],
      [0, 1],
    ],
  ])("%s", (_name, records, expected) => {
    expect(assignTurns(records)).toEqual(expected);
  });

  it("is deterministic and does not mutate its input", () => {
    const records = [assistant("m1", use("t1")), user(result("t1"))];
    const before = JSON.stringify(records);
    expect(assignTurns(records)).toEqual(assignTurns(records));
    expect(JSON.stringify(records)).toBe(before);
  });
});

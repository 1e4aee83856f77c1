import { describe, expect, it } from "vitest";
import type { SummaryMessage } from "../../compaction/summary-request/summary-request-types";
import { rangeChars, summarisedMessages } from "./summarised-messages";

const request = (messages: SummaryMessage[]) => ({
  model: "m",
  system: "s",
  max_tokens: 1,
  messages,
});
const text = (t: string) => ({ type: "text" as const, text: t });

describe("summarisedMessages", () => {
  it.each<[string, SummaryMessage[], SummaryMessage[]]>([
    [
      "drops the prompt sent as a message of its own",
      [
        { role: "assistant", content: "done" },
        { role: "user", content: "PROMPT" },
      ],
      [{ role: "assistant", content: "done" }],
    ],
    [
      "drops the prompt merged into the last user message, keeping what the user said",
      [{ role: "user", content: [text("fix the test"), text("PROMPT")] }],
      [{ role: "user", content: [text("fix the test")] }],
    ],
    [
      "drops a last user message that held only the prompt block",
      [
        { role: "assistant", content: "ok" },
        { role: "user", content: [text("PROMPT")] },
      ],
      [{ role: "assistant", content: "ok" }],
    ],
    [
      "keeps everything when the last message is the assistant's",
      [{ role: "assistant", content: "ok" }],
      [{ role: "assistant", content: "ok" }],
    ],
  ])("%s", (_rule, messages, expected) => {
    expect(summarisedMessages(request(messages))).toEqual(expected);
  });

  it("does not mutate the request", () => {
    const messages: SummaryMessage[] = [{ role: "user", content: [text("a"), text("P")] }];
    const frozen = Object.freeze(request(messages));
    summarisedMessages(frozen);
    expect(messages[0]?.content).toHaveLength(2);
  });
});

describe("rangeChars", () => {
  it.each<[string, SummaryMessage[], number]>([
    ["nothing for no message", [], 0],
    ["a string content as it is", [{ role: "user", content: "abcd" }], 4],
    [
      "blocks as their JSON",
      [{ role: "user", content: [text("ab")] }],
      JSON.stringify([text("ab")]).length,
    ],
  ])("counts %s", (_rule, messages, chars) => {
    expect(rangeChars(messages)).toBe(chars);
  });
});

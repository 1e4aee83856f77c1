import { describe, expect, it } from "vitest";
import { createModelBuilder } from "../build-model";
import { opencodeExportToLines } from "./export-to-lines";
import {
  assistantMessage,
  sessionInfo,
  tokens,
  toolPart,
  userMessage,
} from "./testing/session-lines";

const MESSAGES = [
  userMessage("msg_u1", "read a.ts"),
  assistantMessage("msg_a1", "msg_u1", [toolPart("call_1", "hello")], tokens(1_000)),
];
const EXPORT = { info: sessionInfo(), messages: MESSAGES };

describe("opencodeExportToLines", () => {
  it("writes the session's info, then one line per message in order", () => {
    const lines = opencodeExportToLines(EXPORT);
    expect(lines?.map((line) => JSON.parse(line) as unknown)).toEqual([sessionInfo(), ...MESSAGES]);
  });

  it("gives lines the OpenCode reader reads as the session", () => {
    const builder = createModelBuilder();
    builder.push(new TextEncoder().encode((opencodeExportToLines(EXPORT) ?? []).join("\n")));
    const model = builder.end();
    expect(model.harness).toBe("opencode");
    expect(model.calls.map((call) => call.contextTokens)).toEqual([1_010]);
    expect(model.toolPairs).toHaveLength(1);
  });

  it.each([
    ["null", null],
    ["a list", [EXPORT]],
    ["a Gemini CLI session document", { sessionId: "s", projectHash: "h", messages: [] }],
    ["an info without a session id", { info: { id: "msg_1" }, messages: [] }],
    [
      "messages that are not { info, parts }",
      { info: sessionInfo(), messages: [{ role: "user" }] },
    ],
  ])("answers null for %s", (_, document) => {
    expect(opencodeExportToLines(document)).toBeNull();
  });

  it("does not change its input", () => {
    const copy = structuredClone(EXPORT);
    opencodeExportToLines(copy);
    expect(copy).toEqual(EXPORT);
  });
});

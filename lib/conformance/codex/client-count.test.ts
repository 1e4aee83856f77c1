import { describe, expect, it } from "vitest";
import { addedAfterLastResponse } from "./client-count";

const line = (type: string, payload: unknown) => JSON.stringify({ timestamp: "t", type, payload });
const message = (role: string, text: string) =>
  line("response_item", { type: "message", role, content: [{ type: "input_text", text }] });
const event = (type: string) => line("event_msg", { type });
/** ceil(bytes of the item's compact JSON / 4), as the lab measured 0.100.0 count it. */
const tokensOf = (text: string) =>
  Math.ceil(Buffer.byteLength(JSON.stringify(JSON.parse(text).payload)) / 4);

const developer = message(
  "developer",
  "<permissions instructions>never</permissions instructions>",
);
const environment = message("user", "<environment_context>/tmp</environment_context>");
const answer = message("assistant", "ok");
const summary = message("assistant", "Summary written by the fake");
const compacted = line("compacted", { message: "summary" });

describe("what the client added after its last response, counted at its check", () => {
  it.each([
    [
      "the initial context exec resume re-appends (0.100.0), each item at ceil(bytes / 4)",
      [answer, event("task_complete"), developer, environment, event("task_started"), compacted],
      tokensOf(developer) + tokensOf(environment),
    ],
    [
      "nothing when the client re-appends nothing; the summary answer is the model's (0.169.0)",
      [answer, event("task_complete"), event("task_started"), summary, compacted],
      0,
    ],
    [
      "nothing for a compaction inside the turn (0.40 to 0.58)",
      [environment, answer, compacted, event("task_complete")],
      0,
    ],
    ["nothing without a compaction", [answer, event("task_complete"), developer], 0],
  ])("%s", (_rule, lines, tokens) => {
    expect(addedAfterLastResponse(lines.join("\n"))).toBe(tokens);
  });
});

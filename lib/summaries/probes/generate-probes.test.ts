import { describe, expect, it } from "vitest";
import { deepFreeze } from "../../compaction/testing/deep-freeze";
import { makeConversation, type Step } from "../testing/make-conversation";
import { generateProbes } from "./generate-probes";

const session: Step[] = [
  { user: "Please add rate limiting to the login route" },
  { tool: "Read", input: { file_path: "/r/src/login.ts" }, result: "export function login() {}" },
  { assistant: "I looked at the route. I'll use a token bucket rather than a fixed window." },
  {
    tool: "Edit",
    input: { file_path: "/r/src/login.ts", old_string: "a", new_string: "b" },
    result: "ok",
  },
  { tool: "Write", input: { file_path: "/r/src/rate-limit.ts", content: "x" }, result: "ok" },
  { user: "ok" },
  { user: "now add a test for the 429 answer" },
];

describe("generateProbes", () => {
  it("asks the four kinds with the range's own answers", () => {
    expect(generateProbes(makeConversation(session)).map((p) => [p.kind, p.expected])).toEqual([
      ["recall", "Please add rate limiting to the login route"],
      ["artifact", "/r/src/login.ts\n/r/src/rate-limit.ts"],
      ["continuation", "now add a test for the 429 answer"],
      ["decision", "I'll use a token bucket rather than a fixed window."],
    ]);
  });

  it.each<[string, Step[], string[]]>([
    ["an empty range asks nothing", [], []],
    [
      "a range that only read files asks which files it worked with",
      [
        { user: "explain the login code" },
        { tool: "Read", input: { file_path: "/r/a.ts" }, result: "" },
      ],
      ["recall", "artifact", "continuation"],
    ],
    [
      "a range without a stated decision asks no decision",
      [{ user: "list the open bugs please" }],
      ["recall", "continuation"],
    ],
  ])("%s", (_rule, steps, kinds) => {
    expect(generateProbes(makeConversation(steps)).map((p) => p.kind)).toEqual(kinds);
  });

  it("does not mutate its input and is deterministic", () => {
    const messages = deepFreeze(makeConversation(session));
    expect(generateProbes(messages)).toEqual(generateProbes(makeConversation(session)));
  });
});

import { describe, expect, it } from "vitest";
import type { ReferenceFact } from "../../compaction/aftermath/reference-types";
import { makeConversation } from "../testing/make-conversation";
import { generateProbes } from "./generate-probes";

const fact = (
  kind: ReferenceFact["kind"],
  target: ReferenceFact["target"],
  text: string,
): ReferenceFact => ({ kind, target, text, lines: { before: 2, after: 30 } });

const range = makeConversation([
  { user: "Please add rate limiting to the login route" },
  { tool: "Read", input: { file_path: "/r/src/login.ts" }, result: "export function login() {}" },
  {
    tool: "Bash",
    input: { command: "npm test" },
    result: "TypeError: bucket is undefined at /r/src/limit.ts:3",
    isError: true,
  },
  { assistant: "The bucket was never created: I'll build it in the constructor." },
  { user: "now add a test for the 429 answer" },
]);

describe("generateProbes with an aftermath", () => {
  it.each<[ReferenceFact, string, RegExp, string]>([
    [
      fact("file-reread", "path", "/r/src/login.ts"),
      "artifact",
      /read \/r\/src\/login\.ts again after the compaction \(line 30\)/,
      "/r/src/login.ts\nRead: export function login() {}",
    ],
    [
      fact("error-repeated", "error", "TypeError: bucket is undefined at /r/src/other.ts:9"),
      "recall",
      /met this error again .*What caused it, and what fixed it/,
      "TypeError: bucket is undefined at /r/src/other.ts:9\nThen: The bucket was never created: I'll build it in the constructor.",
    ],
    [
      fact("command-rerun", "command", "npm test"),
      "artifact",
      /ran `npm test` again/,
      "npm test\nOutput: TypeError: bucket is undefined at /r/src/limit.ts:3",
    ],
    [
      fact("decision", "message", "Please add rate limiting to the login route"),
      "decision",
      /What did the user ask or decide about please, rate, limiting, login, route/,
      "Please add rate limiting to the login route",
    ],
    [
      fact("next-step", "path", "/r/src/limit.ts"),
      "continuation",
      /What was the next step/,
      "The session went on with the file /r/src/limit.ts.",
    ],
  ])("a $kind fact asks about it, with the range's answer", (f, kind, question, expected) => {
    const [first] = generateProbes(range, [f]);
    expect(first).toMatchObject({ kind, source: "aftermath", expected });
    expect(first?.question).toMatch(question);
  });

  it("replaces the range's probe of a kind the aftermath asks, keeps the others", () => {
    const probes = generateProbes(range, [fact("next-step", "command", "npm test")]);
    expect(probes.map((p) => [p.source, p.kind])).toEqual([
      ["aftermath", "continuation"],
      ["range", "recall"],
      ["range", "artifact"],
    ]);
  });

  it("asks about two facts of a kind at most", () => {
    const facts = ["/a.ts", "/b.ts", "/c.ts"].map((p) => fact("file-reread", "path", p));
    expect(generateProbes(range, facts).filter((p) => p.source === "aftermath")).toHaveLength(2);
  });

  it("without an aftermath, asks the range's own four", () => {
    expect(generateProbes(range).every((p) => p.source === "range")).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { deepFreeze } from "../testing/deep-freeze";
import { measureAftermath } from "./measure-aftermath";
import { aftermathSession, type Step, type ToolSpec } from "./testing/aftermath-session";

const FILE = "x".repeat(4_000); // 1,000 tokens at 4 characters a token
const read = (path: string, result = FILE) => ({ name: "Read", path, result });
const edit = (path: string) => ({ name: "Edit", path, result: "edited" });
const bash = (command: string, result = "ok", error = false) => ({
  name: "Bash",
  command,
  result,
  error,
});
const call = (context: number, ...tools: ToolSpec[]): Step => ({ tools, context });

function measure(steps: Step[]) {
  const { model, texts } = aftermathSession(steps);
  return measureAftermath(model, texts);
}

describe("filesReread", () => {
  it.each<[string, Step[], { path: string; tokens: number; restored: boolean }[]]>([
    [
      "a file read before and again after, with its result's tokens",
      [call(20_000, read("/p/a.ts")), { compact: "auto" }, call(30_000, read("/p/a.ts"))],
      [{ path: "/p/a.ts", tokens: 1_000, restored: false }],
    ],
    [
      "a file the client restored is marked restored",
      [
        call(20_000, read("/p/a.ts")),
        { compact: "auto", restored: ["/p/a.ts"] },
        call(30_000, read("/p/a.ts")),
      ],
      [{ path: "/p/a.ts", tokens: 1_000, restored: true }],
    ],
    [
      "a file first read after the compaction is not a re-read",
      [call(20_000, read("/p/a.ts")), { compact: "auto" }, call(30_000, read("/p/b.ts"))],
      [],
    ],
    [
      "a file read twice after counts once, at its first re-read",
      [
        call(20_000, read("/p/a.ts")),
        { compact: "manual" },
        call(30_000, read("/p/a.ts", "x".repeat(800))),
        call(31_000, read("/p/a.ts")),
      ],
      [{ path: "/p/a.ts", tokens: 200, restored: false }],
    ],
    [
      "a subagent's reads (sidechain records) are ignored on both sides",
      [
        call(20_000, read("/p/a.ts")),
        { tools: [read("/p/s.ts")], context: 5_000, sidechain: true },
        { compact: "auto" },
        { tools: [read("/p/a.ts")], context: 6_000, sidechain: true },
        call(30_000, read("/p/s.ts")),
      ],
      [],
    ],
  ])("%s", (_name, steps, expected) => {
    const [aftermath] = measure(steps);
    expect(
      aftermath?.filesReread.map(({ path, tokens, restored }) => ({ path, tokens, restored })),
    ).toEqual(expected);
  });

  it("two compactions in a row: the second's range starts at the first", () => {
    const result = measure([
      call(20_000, read("/p/a.ts")),
      { compact: "auto" },
      call(30_000, read("/p/b.ts")),
      { compact: "auto" },
      call(40_000, read("/p/a.ts"), read("/p/b.ts")),
    ]);
    expect(result.map((a) => a.filesReread.map((f) => f.path))).toEqual([[], ["/p/b.ts"]]);
  });

  it("a compaction at the end of the file has an empty aftermath", () => {
    const [aftermath] = measure([call(20_000, read("/p/a.ts")), { compact: "auto" }]);
    expect(aftermath).toMatchObject({
      filesReread: [],
      errorsRepeated: [],
      questionsRepeated: [],
      callsToResume: null,
      tokensRespent: 0,
      callsAfter: 0,
    });
  });

  it("names the call of the first re-read", () => {
    const [aftermath] = measure([
      call(20_000, read("/p/a.ts")),
      { compact: "auto" },
      call(30_000, read("/p/z.ts")),
      call(31_000, read("/p/a.ts")),
    ]);
    expect(aftermath?.filesReread[0]?.firstRereadCall).toBe(2);
  });
});

describe("errorsRepeated and commandsRerun", () => {
  it.each<[string, string, string, boolean]>([
    ["the same error", "Error: build failed", "Error: build failed", true],
    [
      "line numbers, paths and hex differ",
      "TypeError at /p/src/a.ts:12:4 (0x1f3a)",
      "TypeError at /home/u/src/b.ts:80:2 (0xbeef)",
      true,
    ],
    ["another error", "Error: build failed", "Error: cannot find module", false],
    ["a bare exit status says nothing of which error", "Exit code 1", "Exit code 1", false],
  ])("%s", (_name, before, after, repeated) => {
    const [aftermath] = measure([
      call(20_000, bash("npm run build", before, true)),
      { compact: "auto" },
      call(30_000, bash("npm run build ", after, true)),
    ]);
    expect(aftermath?.errorsRepeated.length).toBe(repeated ? 1 : 0);
    expect(aftermath?.commandsRerun.map((c) => c.command)).toEqual(["npm run build"]);
  });

  it("an error that is not marked is_error is not an error", () => {
    const [aftermath] = measure([
      call(20_000, bash("make", "Error: x", true)),
      { compact: "auto" },
      call(30_000, bash("make", "Error: x", false)),
    ]);
    expect(aftermath?.errorsRepeated).toEqual([]);
  });

  it("a command re-run twice after counts once, with the calls before and after", () => {
    const [aftermath] = measure([
      call(20_000, bash("npm test", "x".repeat(400))),
      { compact: "auto" },
      call(30_000, bash("npm test", "x".repeat(400))),
      call(31_000, bash("npm test")),
    ]);
    expect(aftermath?.commandsRerun).toEqual([
      { command: "npm test", tokens: 100, before: { call: 0 }, after: { call: 1 } },
    ]);
  });
});

describe("questionsRepeated", () => {
  it.each<[string, string, string, boolean]>([
    [
      "the request said again in other words",
      "Please fix the failing login test in auth module",
      "can you fix the login test in the auth module, it is still failing",
      true,
    ],
    [
      "the same request word for word",
      "rename getUser to fetchUser everywhere",
      "rename getUser to fetchUser everywhere",
      true,
    ],
    [
      "another request about the same files",
      "fix the failing login test in auth module",
      "add a logout button to the auth module header",
      false,
    ],
    ["a short answer matches nothing", "yes go on", "yes go on", false],
    [
      "slash-command markup is not a request",
      "<command-name>/compact</command-name> compact conversation now",
      "<command-name>/compact</command-name> compact conversation now",
      false,
    ],
  ])("%s", (_name, before, after, repeated) => {
    const [aftermath] = measure([
      { user: before },
      call(20_000),
      { compact: "manual" },
      { user: after },
      call(30_000),
    ]);
    expect(aftermath?.questionsRepeated.length).toBe(repeated ? 1 : 0);
  });
});

describe("callsToResume", () => {
  it.each<[string, Step[], number | null, number | null]>([
    [
      "the first edit of a file of the current work, after re-reading",
      [
        call(20_000, read("/p/a.ts"), edit("/p/a.ts")),
        { compact: "auto" },
        call(30_000, read("/p/a.ts")),
        call(34_000, read("/p/z.ts")),
        call(38_000, edit("/p/a.ts")),
      ],
      2,
      8_000,
    ],
    [
      "a read does not resume work that was editing",
      [call(20_000, edit("/p/a.ts")), { compact: "auto" }, call(30_000, read("/p/a.ts"))],
      null,
      null,
    ],
    [
      "any tool on a file resumes work that was only reading",
      [call(20_000, read("/p/a.ts")), { compact: "auto" }, call(30_000, read("/p/a.ts"))],
      0,
      0,
    ],
    [
      "an edit of another file is not the current work",
      [call(20_000, edit("/p/a.ts")), { compact: "auto" }, call(30_000, edit("/p/b.ts"))],
      null,
      null,
    ],
  ])("%s", (_name, steps, calls, tokens) => {
    const [aftermath] = measure(steps);
    expect([aftermath?.callsToResume, aftermath?.tokensToResume]).toEqual([calls, tokens]);
  });

  it("the current work is the files of the last 10 calls only", () => {
    const steps: Step[] = [call(10_000, edit("/p/old.ts"))];
    for (let i = 0; i < 10; i++) steps.push(call(11_000 + i, edit("/p/new.ts")));
    steps.push({ compact: "auto" }, call(30_000, edit("/p/old.ts")));
    const [aftermath] = measure(steps);
    expect(aftermath?.currentWork).toEqual(["/p/new.ts"]);
    expect(aftermath?.callsToResume).toBeNull();
  });
});

describe("tokensRespent and costUsd", () => {
  it("adds tokens to resume and the re-reads after the resuming call, once each", () => {
    const [aftermath] = measure([
      call(20_000, read("/p/a.ts"), read("/p/b.ts"), edit("/p/a.ts")),
      { compact: "auto" },
      call(30_000, read("/p/a.ts")), // inside tokens to resume
      call(31_000, edit("/p/a.ts")),
      call(32_000, read("/p/b.ts")), // after: counted on its own
      call(33_000),
    ]);
    expect(aftermath?.tokensToResume).toBe(1_000);
    expect(aftermath?.tokensRespent).toBe(2_000);
  });

  it("prices re-spent tokens at the cache-write rate of the session's model", () => {
    const [aftermath] = measure([
      { tools: [read("/p/a.ts")], context: 20_000, model: "claude-sonnet-4-5-20250929" },
      { compact: "auto" },
      { tools: [read("/p/a.ts")], context: 30_000, model: "claude-sonnet-4-5-20250929" },
      { tools: [], context: 31_000, model: "claude-sonnet-4-5-20250929" },
    ]);
    // Resumed at once (a read resumes reading): only the re-read, 1,000 tokens at $3.75/M.
    expect(aftermath?.tokensRespent).toBe(1_000);
    expect(aftermath?.costUsd).toBeCloseTo(0.00375, 8);
  });

  it("an unpriced model gives no dollars, never a guess", () => {
    const [aftermath] = measure([
      { tools: [read("/p/a.ts")], context: 20_000, model: "glm-4.7" },
      { compact: "auto" },
      { tools: [read("/p/a.ts")], context: 30_000, model: "glm-4.7" },
      { tools: [], context: 31_000, model: "glm-4.7" },
    ]);
    expect(aftermath?.costUsd).toBeNull();
  });
});

describe("invariants", () => {
  it("does not mutate the model and is deterministic", () => {
    const { model, texts } = aftermathSession([
      call(20_000, read("/p/a.ts")),
      { compact: "auto" },
      call(30_000, read("/p/a.ts")),
    ]);
    deepFreeze(model);
    expect(measureAftermath(model, texts)).toEqual(measureAftermath(model, texts));
  });
});

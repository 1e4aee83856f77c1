import { describe, expect, it } from "vitest";
import { deepFreeze } from "../testing/deep-freeze";
import { measureAftermath } from "./measure-aftermath";
import { aftermathReference } from "./reference-set";
import type { ReferenceFact } from "./reference-types";
import { aftermathSession, type Step } from "./testing/aftermath-session";
import { bash, call, edit, read } from "./testing/tool-steps";

function facts(steps: Step[]): Pick<ReferenceFact, "kind" | "text">[] {
  const { model, texts } = aftermathSession(steps);
  return (aftermathReference(model, texts)[0]?.facts ?? []).map(({ kind, text }) => ({
    kind,
    text,
  }));
}

describe("aftermathReference", () => {
  it.each<[string, Step[], Pick<ReferenceFact, "kind" | "text">[]]>([
    [
      "a file read before and again after; the re-read is also the next step",
      [call(20_000, read("/p/a.ts")), { compact: "auto" }, call(30_000, read("/p/a.ts"))],
      [
        { kind: "file-reread", text: "/p/a.ts" },
        { kind: "next-step", text: "/p/a.ts" },
      ],
    ],
    [
      "an error met again, by its first line as met after",
      [
        call(20_000, bash("npm run build", "Error: cannot find module /p/x.ts\nat 1", true)),
        { compact: "auto" },
        call(30_000, bash("npm run build", "Error: cannot find module /q/y.ts\nat 2", true)),
      ],
      [
        { kind: "error-repeated", text: "Error: cannot find module /q/y.ts" },
        { kind: "command-rerun", text: "npm run build" },
        { kind: "next-step", text: "npm run build" },
      ],
    ],
    [
      "a command run again up to spacing; a first-time command is only the next step",
      [
        call(20_000, bash("npm  test")),
        { compact: "auto" },
        call(30_000, bash("git status")),
        call(31_000, bash("npm test")),
      ],
      [
        { kind: "command-rerun", text: "npm test" },
        { kind: "next-step", text: "git status" },
      ],
    ],
    [
      "a decision the user refers back to in other words",
      [
        { user: "keep the retry budget at three attempts for the upload client" },
        call(20_000),
        { compact: "manual" },
        { user: "did you keep the retry budget as I asked?" },
        call(30_000),
      ],
      [{ kind: "decision", text: "keep the retry budget at three attempts for the upload client" }],
    ],
    [
      "a decision whose file a tool touches after the compaction",
      [
        { user: "move the token check into middleware.ts please" },
        call(20_000, edit("/p/src/other.ts")),
        { compact: "auto" },
        call(30_000, edit("/p/src/middleware.ts")),
      ],
      [
        { kind: "decision", text: "move the token check into middleware.ts please" },
        { kind: "next-step", text: "/p/src/middleware.ts" },
      ],
    ],
    [
      "a message nothing later refers to is not a decision needed",
      [
        { user: "rename the logger helper across the project" },
        call(20_000),
        { compact: "auto" },
        { user: "now write the changelog entry for payments" },
        call(30_000),
      ],
      [],
    ],
    [
      "one shared long word is chance, not a reference",
      [
        { user: "rename the logger helper across the project" },
        call(20_000),
        { compact: "auto" },
        { user: "add a logger to the payments service" },
        call(30_000),
      ],
      [],
    ],
    [
      "the next step skips tools that name no file and run no command",
      [
        call(20_000, edit("/p/a.ts")),
        { compact: "auto" },
        call(30_000, { name: "TodoWrite" }, read("/p/b.ts")),
      ],
      [{ kind: "next-step", text: "/p/b.ts" }],
    ],
    [
      "nothing after the compaction: nothing needed",
      [call(20_000, read("/p/a.ts")), { compact: "auto" }],
      [],
    ],
  ])("%s", (_name, steps, expected) => {
    expect(facts(steps)).toEqual(expected);
  });

  it("names the lines each fact came from, before and after the compaction", () => {
    const { model, texts, raw } = aftermathSession([
      call(20_000, read("/p/a.ts")),
      { compact: "auto" },
      call(30_000, read("/p/a.ts")),
    ]);
    const [fact] = aftermathReference(model, texts)[0]?.facts ?? [];
    const lineOf = (n: number | null) => (n === null ? null : JSON.parse(raw[n - 1] ?? "{}"));
    expect(lineOf(fact?.lines.before ?? null)?.message.content[0]).toMatchObject({
      type: "tool_use",
      input: { file_path: "/p/a.ts" },
    });
    expect(fact?.lines.after).toBeGreaterThan(fact?.lines.before ?? Infinity);
  });

  it("counts what the aftermath counts: files re-read, errors met again, commands re-run", () => {
    const { model, texts } = aftermathSession([
      call(20_000, read("/p/a.ts"), read("/p/b.ts"), bash("make", "Error: x failed", true)),
      { compact: "auto" },
      call(30_000, read("/p/b.ts"), bash("make", "Error: x failed", true)),
      { compact: "auto" },
      call(40_000, read("/p/b.ts"), read("/p/a.ts")),
    ]);
    const sets = aftermathReference(model, texts);
    const count = (i: number, kind: ReferenceFact["kind"]) =>
      sets[i]?.facts.filter((f) => f.kind === kind).length;
    measureAftermath(model, texts).forEach((aftermath, i) => {
      expect(sets[i]?.uuid).toBe(aftermath.uuid);
      expect(count(i, "file-reread")).toBe(aftermath.filesReread.length);
      expect(count(i, "error-repeated")).toBe(aftermath.errorsRepeated.length);
      expect(count(i, "command-rerun")).toBe(aftermath.commandsRerun.length);
    });
    expect(sets.map((s) => s.facts.length)).toEqual([4, 2]);
  });

  it("does not mutate the model and is deterministic", () => {
    const { model, texts } = aftermathSession([
      call(20_000, read("/p/a.ts")),
      { compact: "auto" },
      call(30_000, read("/p/a.ts")),
    ]);
    deepFreeze(model);
    expect(aftermathReference(model, texts)).toEqual(aftermathReference(model, texts));
  });
});

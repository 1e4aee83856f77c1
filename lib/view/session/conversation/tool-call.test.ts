import { describe, expect, it } from "vitest";
import { toToolCallView } from "./tool-call";

const call = (name: string, input: unknown) => toToolCallView({ id: "toolu_1", name, input });

describe("toToolCallView", () => {
  it.each([
    [
      "a Bash command",
      "Bash",
      { command: "ls -la", description: "List" },
      ["command=ls -la", "description=List"],
    ],
    [
      "a Read path with its window",
      "Read",
      { file_path: "/a.ts", offset: 10, limit: 20 },
      ["file_path=/a.ts", "offset=10", "limit=20"],
    ],
    [
      "a Grep pattern and path",
      "Grep",
      { pattern: "TODO", path: "src" },
      ["pattern=TODO", "path=src"],
    ],
    ["a Glob pattern", "Glob", { pattern: "**/*.ts" }, ["pattern=**/*.ts"]],
    [
      "a WebFetch url as text",
      "WebFetch",
      { url: "javascript:alert(1)", prompt: "p" },
      ["url=javascript:alert(1)", "prompt=p"],
    ],
    ["an unknown tool shows no headline", "Mystery", { a: 1 }, []],
    ["empty values are left out", "Bash", { command: "", description: "x" }, ["description=x"]],
  ])("headline of %s", (_name, tool, input, expected) => {
    expect(call(tool, input).fields.map((f) => `${f.label}=${f.value}`)).toEqual(expected);
  });

  it.each([
    ["a Bash call whose headline says everything", "Bash", { command: "ls" }, "none"],
    ["an unknown tool's input as JSON", "Mystery", { a: 1 }, "json"],
    ["an Edit as a diff", "Edit", { file_path: "/a", old_string: "a", new_string: "b" }, "diff"],
    [
      "a MultiEdit as a diff",
      "MultiEdit",
      { file_path: "/a", edits: [{ old_string: "a", new_string: "b" }] },
      "diff",
    ],
    ["a Write as a diff from nothing", "Write", { file_path: "/a", content: "x\ny" }, "diff"],
    ["a TodoWrite as a list", "TodoWrite", { todos: [] }, "todos"],
    ["a Task's prompt as text", "Task", { description: "d", prompt: "do it" }, "text"],
    [
      "an Edit with a malformed input falls back to JSON",
      "Edit",
      { file_path: "/a", old_string: 1 },
      "json",
    ],
    ["a string input as JSON", "Bash", "ls", "json"],
  ])("detail of %s", (_name, tool, input, kind) => {
    expect(call(tool, input).detail.kind).toBe(kind);
  });

  it("counts a MultiEdit's lines over every edit", () => {
    const detail = call("MultiEdit", {
      file_path: "/a",
      edits: [
        { old_string: "a", new_string: "b\nc" },
        { old_string: "d", new_string: "" },
      ],
    }).detail;
    expect(detail).toMatchObject({ kind: "diff", added: 2, removed: 2 });
  });

  it("marks Task and Agent calls as starting a subagent", () => {
    expect(call("Task", {}).isSubagentCall).toBe(true);
    expect(call("Agent", {}).isSubagentCall).toBe(true);
    expect(call("Bash", {}).isSubagentCall).toBe(false);
  });

  it("does not mutate its input", () => {
    const input = Object.freeze({ file_path: "/a", old_string: "a", new_string: "b" });
    expect(() => call("Edit", input)).not.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { absoluteFilesIn, pathOf, withoutClaudeCodeNotes, withoutReminders } from "./read-messages";

describe("read-messages (shared by the metrics and the offline summarizer)", () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ["file_path", { file_path: "/r/a.ts" }, "/r/a.ts"],
    ["notebook_path", { notebook_path: "n.ipynb" }, "n.ipynb"],
    ["an MCP tool's path", { path: "src/b.py" }, "src/b.py"],
    ["a directory is not a file", { path: "/r/src" }, null],
    ["no path field", { command: "cat /r/a.ts" }, null],
  ])("pathOf reads a path field: %s", (_rule, input, path) => {
    expect(pathOf(input)).toBe(path);
  });

  it.each<[string, string, string[]]>([
    ["in a command", "cat /r/a.ts && ls /home/u/y.md", ["/r/a.ts", "/home/u/y.md"]],
    ["in a tag", "<file>/r/src/c.tsx</file>", ["/r/src/c.tsx"]],
    ["not a relative path or a directory", "src/a.ts /r/src/", []],
  ])("absoluteFilesIn finds absolute file paths %s", (_rule, text, paths) => {
    expect(absoluteFilesIn(text)).toEqual(paths);
  });

  it.each<[string, (text: string) => string, string, string]>([
    [
      "withoutReminders drops system reminders only",
      withoutReminders,
      "fix it<system-reminder>x</system-reminder>\n[Request interrupted by user]",
      "fix it\n[Request interrupted by user]",
    ],
    [
      "withoutClaudeCodeNotes drops reminders, command tags and interrupts",
      withoutClaudeCodeNotes,
      "<command-name>/clear</command-name>fix it<system-reminder>x</system-reminder>\n[Request interrupted by user]",
      "fix it",
    ],
  ])("%s", (_rule, strip, text, expected) => {
    expect(strip(text)).toBe(expected);
  });
});

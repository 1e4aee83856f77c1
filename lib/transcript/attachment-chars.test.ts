import { describe, expect, it } from "vitest";
import { attachmentChars } from "./attachment-chars";

const WRAP = 37;
const todo = (content: unknown[]) => ({
  type: "todo_reminder",
  content,
  itemCount: content.length,
});

describe("attachmentChars", () => {
  it.each([
    // Released clients' reminder: the sentence added in 2.0.33 and taken out in 2.1.139.
    { version: "2.0.32", chars: 385 },
    { version: "2.0.33", chars: 444 },
    { version: "2.1.101", chars: 444 },
    { version: "2.1.138", chars: 444 },
    { version: "2.1.139", chars: 385 },
    { version: "1.0.119", chars: 385 },
    { version: null, chars: 385 },
  ])(
    "an empty todo reminder on $version is the $chars-character reminder it is sent as",
    ({ version, chars }) => {
      expect(attachmentChars(todo([]), version)).toBe(chars + WRAP);
    },
  );

  it("the conformance lab's 2.1.101 check: an empty reminder counts 120 tokens", () => {
    expect(Math.round(attachmentChars(todo([]), "2.1.101") / 4)).toBe(120);
  });

  it("a reminder with items adds its list, one numbered item a line, in brackets", () => {
    const items = [
      { status: "completed", content: "Read the file" },
      { status: "in_progress", content: "Fix the bug" },
    ];
    const list = "1. [completed] Read the file\n2. [in_progress] Fix the bug";
    const header = "\n\nHere are the existing contents of your todo list:\n\n[";
    expect(attachmentChars(todo(items), "2.1.200")).toBe(
      385 + header.length + list.length + 1 + WRAP,
    );
  });

  it.each([
    {
      rule: "text is sent in a system reminder",
      attachment: { type: "x", text: "abc" },
      chars: 3 + WRAP,
    },
    {
      rule: "anything else counts its JSON payload",
      attachment: { type: "compact_file_reference", filename: "/a" },
      chars: JSON.stringify({ type: "compact_file_reference", filename: "/a" }).length,
    },
    { rule: "no payload is null's", attachment: null, chars: 4 },
  ])("$rule", ({ attachment, chars }) => {
    expect(attachmentChars(attachment, "2.1.101")).toBe(chars);
  });

  it("a malformed list still counts, never throws", () => {
    expect(
      attachmentChars({ type: "todo_reminder", content: [null, 3] }, "2.1.101"),
    ).toBeGreaterThan(444);
    expect(attachmentChars({ type: "todo_reminder", content: "x" }, "2.1.101")).toBe(444 + WRAP);
  });
});

describe("attachmentChars: task reminders", () => {
  const task = (content: unknown[]) => ({
    type: "task_reminder",
    content,
    itemCount: content.length,
  });

  it.each([
    { version: "2.1.101", chars: 480 },
    { version: "2.1.138", chars: 480 },
    { version: "2.1.139", chars: 421 },
  ])("an empty task reminder on $version is $chars characters", ({ version, chars }) => {
    expect(attachmentChars(task([]), version)).toBe(chars + WRAP);
  });

  it("the conformance lab's 2.1.101 interactive check: an empty one counts 129 tokens", () => {
    expect(Math.round(attachmentChars(task([]), "2.1.101") / 4)).toBe(129);
  });

  it("a task reminder lists its tasks by id, one a line, after its header", () => {
    const list = "#1. [pending] Write tests\n#2. [completed] Ship";
    expect(
      attachmentChars(
        task([
          { id: "1", status: "pending", subject: "Write tests" },
          { id: "2", status: "completed", subject: "Ship" },
        ]),
        "2.1.200",
      ),
    ).toBe(421 + "\n\nHere are the existing tasks:\n\n".length + list.length + WRAP);
  });

  it("an attachment type named like an object's own property is only a payload", () => {
    const hostile = { type: "constructor", content: [] };
    expect(attachmentChars(hostile, "2.1.101")).toBe(JSON.stringify(hostile).length);
  });
});

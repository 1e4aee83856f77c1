import { describe, expect, it } from "vitest";
import { describeTodoProgress, toTodoItems } from "./todo-list";

describe("toTodoItems", () => {
  it.each([
    ["no todos list", { command: "ls" }, null],
    ["an empty list", { todos: [] }, []],
    [
      "each status with its mark, the one in progress by its activeForm",
      {
        todos: [
          { content: "Read", status: "completed", activeForm: "Reading" },
          { content: "Fix", status: "in_progress", activeForm: "Fixing" },
          { content: "Test", status: "pending" },
          { content: "Odd", status: "blocked" },
        ],
      },
      [
        { text: "Read", status: "completed", mark: "☑" },
        { text: "Fixing", status: "in_progress", mark: "▶" },
        { text: "Test", status: "pending", mark: "☐" },
        { text: "Odd", status: "other", mark: "?" },
      ],
    ],
    ["items not shaped like todos are left out", { todos: [42, { content: 1 }] }, []],
  ])("%s", (_name, input, expected) => {
    expect(toTodoItems(input)).toEqual(expected);
  });

  it("counts what is done", () => {
    const items = toTodoItems({
      todos: [
        { content: "a", status: "completed" },
        { content: "b", status: "pending" },
      ],
    })!;
    expect(describeTodoProgress(items)).toBe("1 of 2 done");
  });
});

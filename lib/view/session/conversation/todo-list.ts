import { z } from "zod";

const todoSchema = z.object({
  content: z.string(),
  status: z.string(),
  activeForm: z.string().optional(),
});
const todoWriteSchema = z.object({ todos: z.array(z.unknown()) });

export type TodoStatus = "pending" | "in_progress" | "completed" | "other";
export type TodoItem = { text: string; status: TodoStatus; mark: string };

const MARKS: Record<TodoStatus, string> = {
  completed: "☑",
  in_progress: "▶",
  pending: "☐",
  other: "?",
};

function toStatus(text: string): TodoStatus {
  return text === "pending" || text === "in_progress" || text === "completed" ? text : "other";
}

/**
 * A TodoWrite call's list as a person reads it: each item with a mark for its status (the
 * one in progress reads its activeForm). Items not shaped like a todo are left out; null when
 * the input has no `todos` list at all.
 *
 * @example
 * toTodoItems({ todos: [{ content: "Fix", status: "completed" }] })
 * // [{ text: "Fix", status: "completed", mark: "☑" }]
 */
export function toTodoItems(input: unknown): TodoItem[] | null {
  const parsed = todoWriteSchema.safeParse(input);
  if (!parsed.success) return null;
  return parsed.data.todos.flatMap((raw) => {
    const todo = todoSchema.safeParse(raw);
    if (!todo.success) return [];
    const status = toStatus(todo.data.status);
    const text =
      status === "in_progress" && todo.data.activeForm ? todo.data.activeForm : todo.data.content;
    return [{ text, status, mark: MARKS[status] }];
  });
}

/** "2 of 5 done" for a list's heading. */
export function describeTodoProgress(items: readonly TodoItem[]): string {
  const done = items.filter((item) => item.status === "completed").length;
  return `${done} of ${items.length} done`;
}

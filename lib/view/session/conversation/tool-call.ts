import { z } from "zod";
import { toDiffHunk, type DiffHunk } from "./edit-diff";
import { toTodoItems, type TodoItem } from "./todo-list";

/** One input shown in a call's headline: "command", "file_path"... with its value as text. */
export type ToolField = { label: string; value: string; isCode: boolean };

/** What a tool call shows below its headline. */
export type ToolDetail =
  | { kind: "diff"; hunks: DiffHunk[]; added: number; removed: number }
  | { kind: "todos"; items: TodoItem[] }
  | { kind: "text"; label: string; text: string }
  | { kind: "json"; text: string }
  | { kind: "none" };

export type ToolCallView = {
  id: string;
  name: string;
  fields: ToolField[];
  detail: ToolDetail;
  /** A Task (or Agent) call: it starts a subagent, whose transcript may be linked. */
  isSubagentCall: boolean;
};

type FieldSpec = { key: string; isCode?: boolean };

/** The inputs that say what a call does, in the order a reader wants them. */
const HEADLINE_FIELDS: Record<string, FieldSpec[]> = {
  Bash: [{ key: "command", isCode: true }, { key: "description" }],
  PowerShell: [{ key: "command", isCode: true }, { key: "description" }],
  Read: [{ key: "file_path", isCode: true }, { key: "offset" }, { key: "limit" }],
  Write: [{ key: "file_path", isCode: true }],
  Edit: [{ key: "file_path", isCode: true }],
  MultiEdit: [{ key: "file_path", isCode: true }],
  NotebookEdit: [{ key: "notebook_path", isCode: true }],
  Grep: [
    { key: "pattern", isCode: true },
    { key: "path", isCode: true },
    { key: "glob", isCode: true },
    { key: "output_mode" },
  ],
  Glob: [
    { key: "pattern", isCode: true },
    { key: "path", isCode: true },
  ],
  LS: [{ key: "path", isCode: true }],
  WebFetch: [{ key: "url", isCode: true }, { key: "prompt" }],
  WebSearch: [{ key: "query" }],
  Task: [{ key: "description" }, { key: "subagent_type" }],
  Agent: [{ key: "description" }, { key: "subagent_type" }],
  BashOutput: [{ key: "bash_id", isCode: true }],
  KillBash: [{ key: "shell_id", isCode: true }],
  Skill: [{ key: "skill" }],
  // Codex CLI's tools (its conversation blocks turn a shell's argv into one command line).
  shell: [
    { key: "command", isCode: true },
    { key: "workdir", isCode: true },
  ],
  local_shell: [
    { key: "command", isCode: true },
    { key: "working_directory", isCode: true },
  ],
  exec_command: [
    { key: "cmd", isCode: true },
    { key: "workdir", isCode: true },
  ],
  read_file: [{ key: "path", isCode: true }],
  view_image: [{ key: "path", isCode: true }],
};

const SUBAGENT_TOOLS = new Set(["Task", "Agent"]);

const editSchema = z.object({ old_string: z.string(), new_string: z.string() });
const multiEditSchema = z.object({ edits: z.array(editSchema) });
const writeSchema = z.object({ content: z.string() });
const promptSchema = z.object({ prompt: z.string() });
const inputRecord = z.record(z.string(), z.unknown());

function asText(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return null;
}

function toFields(name: string, input: Record<string, unknown>): ToolField[] {
  return (HEADLINE_FIELDS[name] ?? []).flatMap(({ key, isCode = false }) => {
    const value = asText(input[key]);
    return value === null || value === "" ? [] : [{ label: key, value, isCode }];
  });
}

function diffOf(hunks: DiffHunk[]): ToolDetail {
  return {
    kind: "diff",
    hunks,
    added: hunks.reduce((sum, h) => sum + h.added, 0),
    removed: hunks.reduce((sum, h) => sum + h.removed, 0),
  };
}

function toDetail(name: string, input: unknown, fields: ToolField[]): ToolDetail {
  if (name === "Edit") {
    const edit = editSchema.safeParse(input);
    if (edit.success) return diffOf([toDiffHunk(edit.data.old_string, edit.data.new_string)]);
  }
  if (name === "MultiEdit") {
    const multi = multiEditSchema.safeParse(input);
    if (multi.success)
      return diffOf(multi.data.edits.map((e) => toDiffHunk(e.old_string, e.new_string)));
  }
  if (name === "Write") {
    const write = writeSchema.safeParse(input);
    if (write.success) return diffOf([toDiffHunk("", write.data.content)]);
  }
  if (name === "TodoWrite") {
    const items = toTodoItems(input);
    if (items !== null) return { kind: "todos", items };
  }
  if (SUBAGENT_TOOLS.has(name)) {
    const task = promptSchema.safeParse(input);
    if (task.success) return { kind: "text", label: "prompt", text: task.data.prompt };
  }
  // A call whose headline says all its inputs needs nothing more.
  const record = inputRecord.safeParse(input);
  if (record.success && Object.keys(record.data).length === fields.length) return { kind: "none" };
  return { kind: "json", text: JSON.stringify(input, null, 2) ?? String(input) };
}

/**
 * A tool_use block as a reader wants it: the tool's name, the inputs that say what it does
 * (a Bash command, a Read path, a Grep pattern), and below them an edit's diff, a TodoWrite's
 * list, a Task's prompt, or the rest of the input as JSON.
 *
 * @example
 * toToolCallView({ id: "t1", name: "Bash", input: { command: "ls" } }).fields
 * // [{ label: "command", value: "ls", isCode: true }]
 */
export function toToolCallView(block: { id: string; name: string; input?: unknown }): ToolCallView {
  const record = inputRecord.safeParse(block.input);
  const fields = record.success ? toFields(block.name, record.data) : [];
  return {
    id: block.id,
    name: block.name,
    fields,
    detail: toDetail(block.name, block.input, fields),
    isSubagentCall: SUBAGENT_TOOLS.has(block.name),
  };
}

import type { SummaryMessage } from "../../compaction/summary-request/summary-request-types";
import {
  absoluteFilesIn,
  blocksOf,
  pathOf,
  resultText,
  withoutReminders,
} from "../../summaries/read-messages";

/**
 * What the offline summarizer reads from a summarization request's messages: only facts that
 * are there (STYLE: deciding apart from drawing; the fabrication metric checks every quote).
 */
export type ToolCall = {
  id: string;
  name: string;
  input: Record<string, unknown>;
  /** Where the call points: a file path, a command's first line, a pattern; null when none. */
  target: string | null;
  result: { isError: boolean; text: string } | null;
};

export type ConversationFacts = {
  /** Each user message's text (tool results and the summary prompt left out), in order. */
  userMessages: string[];
  /** Each assistant text block, in order. */
  assistantTexts: string[];
  toolCalls: ToolCall[];
  /** Paths from tool inputs, first-seen order, with the operations done on each. */
  files: { path: string; operations: string[] }[];
  /** Other absolute file paths a tool's output named (a test run, a subagent's report). */
  mentionedFiles: string[];
  /** The tool calls of the last assistant message, and its text. */
  lastAssistant: { text: string; toolCalls: ToolCall[] } | null;
  /** The todos of the last TodoWrite call, as written. */
  lastTodos: { content: string; status: string }[] | null;
  messageCount: number;
};

/** Words a person would use for what each tool did to a file. */
const OPERATIONS: Record<string, string> = {
  Read: "read",
  Write: "written",
  Edit: "edited",
  MultiEdit: "edited",
  NotebookEdit: "notebook edited",
  NotebookRead: "notebook read",
};

/** The no-tools preamble and the first words of the nine-section prompt (seeds 000, 003). */
const SUMMARY_PROMPT_MARKERS = [
  "CRITICAL: Respond with TEXT ONLY. Do NOT call any tools.",
  "Your task is to create a detailed summary of the conversation so far",
];
/** The marker the prompt-too-long retry puts first (seed 003); not something the user said. */
const TRUNCATION_MARKER = "[earlier conversation truncated for compaction retry]";

const isSummaryPrompt = (text: string) =>
  SUMMARY_PROMPT_MARKERS.some((marker) => text.includes(marker)) ||
  text.trim() === TRUNCATION_MARKER;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function targetOf(input: Record<string, unknown>): string | null {
  const path = pathOf(input);
  if (path) return path;
  for (const key of ["command", "pattern", "url", "query", "description"]) {
    const value = input[key];
    if (typeof value === "string" && value.trim()) return value.trim().split("\n")[0] ?? null;
  }
  return null;
}

function todosOf(input: Record<string, unknown>): { content: string; status: string }[] | null {
  if (!Array.isArray(input.todos)) return null;
  return input.todos.flatMap((todo) => {
    const { content, status } = asRecord(todo);
    return typeof content === "string"
      ? [{ content, status: typeof status === "string" ? status : "pending" }]
      : [];
  });
}

/** Tools whose output lists files found, not files worked on. */
const LISTING_TOOLS = new Set(["Glob", "Grep", "LS", "WebSearch", "WebFetch"]);
function mentionedFiles(calls: ToolCall[], touched: Map<string, unknown>): string[] {
  const found = new Set<string>();
  for (const call of calls) {
    if (!call.result || LISTING_TOOLS.has(call.name)) continue;
    for (const path of absoluteFilesIn(call.result.text)) if (!touched.has(path)) found.add(path);
  }
  return [...found];
}

/**
 * The facts of a conversation in its order. Pure and deterministic.
 *
 * @example
 * readConversation([{ role: "user", content: "Fix src/a.ts" }]).userMessages // ["Fix src/a.ts"]
 */
export function readConversation(messages: SummaryMessage[]): ConversationFacts {
  const facts: ConversationFacts = {
    userMessages: [],
    assistantTexts: [],
    toolCalls: [],
    files: [],
    mentionedFiles: [],
    lastAssistant: null,
    lastTodos: null,
    messageCount: messages.length,
  };
  const byId = new Map<string, ToolCall>();
  const files = new Map<string, Set<string>>();
  for (const message of messages) {
    const blocks = blocksOf(message);
    if (message.role === "user") {
      const text = withoutReminders(
        blocks
          .flatMap((block) =>
            block.type === "text" && !isSummaryPrompt(block.text) ? [block.text] : [],
          )
          .join("\n"),
      );
      if (text) facts.userMessages.push(text);
      for (const block of blocks) {
        if (block.type !== "tool_result") continue;
        const call = byId.get(block.tool_use_id);
        if (call)
          call.result = { isError: block.is_error === true, text: resultText(block.content) };
      }
      continue;
    }
    const texts: string[] = [];
    const calls: ToolCall[] = [];
    for (const block of blocks) {
      if (block.type === "text" && block.text.trim()) texts.push(block.text.trim());
      if (block.type !== "tool_use") continue;
      const input = asRecord(block.input);
      const call: ToolCall = {
        id: block.id,
        name: block.name,
        input,
        target: targetOf(input),
        result: null,
      };
      calls.push(call);
      byId.set(block.id, call);
      const path = pathOf(input);
      if (path) {
        const operations = files.get(path) ?? new Set<string>();
        operations.add(OPERATIONS[block.name] ?? `used by ${block.name}`);
        files.set(path, operations);
      }
      const todos = block.name === "TodoWrite" ? todosOf(input) : null;
      if (todos) facts.lastTodos = todos;
    }
    facts.assistantTexts.push(...texts);
    facts.toolCalls.push(...calls);
    if (texts.length || calls.length)
      facts.lastAssistant = { text: texts.join("\n"), toolCalls: calls };
  }
  facts.files = [...files].map(([path, operations]) => ({ path, operations: [...operations] }));
  facts.mentionedFiles = mentionedFiles(facts.toolCalls, files);
  return facts;
}

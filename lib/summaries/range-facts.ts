import type {
  SummaryContentBlock,
  SummaryMessage,
} from "../compaction/summary-request/summary-request-types";
import {
  absoluteFilesIn,
  blocksOf,
  filePathOf,
  resultText,
  withoutClaudeCodeNotes,
} from "./read-messages";
import { squashText } from "./text-match";

/** What the summary metrics look for in a summarised range. */
export type RangeFacts = {
  /** The text of each user message (tool results excluded), system reminders removed, non-empty. */
  userMessages: string[];
  /** Files the range touched, in first-seen order, without duplicates. */
  files: string[];
  /** The first line of each distinct error a tool returned, in first-seen order. */
  errors: string[];
  /** Every text, tool input string and tool result of the range, squashed (`squashText`). */
  corpus: string;
};

/** Claude Code's own files (transcripts, saved tool results, task output): not the session's work. */
const OWN_FILES = /\/\.claude\/projects\/|^\/tmp\/claude-|\/tool-results\//;

const textOfBlock = (block: SummaryContentBlock): string =>
  block.type === "text" ? block.text : "";

function stringsIn(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value !== null && typeof value === "object")
    for (const v of Object.values(value)) stringsIn(v, out);
}

/** Paths a tool input names: its path fields, and absolute file paths in a shell command. */
function pathsInInput(input: unknown): string[] {
  if (input === null || typeof input !== "object") return [];
  return Object.entries(input).flatMap(([key, value]) => {
    const path = filePathOf(key, value);
    if (path !== null) return [path];
    return key === "command" && typeof value === "string" ? absoluteFilesIn(value) : [];
  });
}

/** An error's first meaningful line, tool-error tags and an "Error:" prefix removed. */
function errorSignature(text: string): string {
  const line = text
    .replace(/<\/?tool_use_error>/g, "")
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  return (line ?? "").replace(/^error:\s*/i, "").slice(0, 200);
}

const memo = new WeakMap<SummaryMessage[], RangeFacts>();

/**
 * The user messages, files touched and errors hit of a range, read once per messages array
 * (memoised, weakly held: every metric of one summary shares them).
 */
export function rangeFacts(messages: SummaryMessage[]): RangeFacts {
  const known = memo.get(messages);
  if (known) return known;
  const userMessages: string[] = [];
  const files = new Set<string>();
  const errors = new Set<string>();
  const texts: string[] = [];
  for (const message of messages) {
    const blocks = blocksOf(message);
    const userText = withoutClaudeCodeNotes(blocks.map(textOfBlock).join("\n"));
    if (message.role === "user" && userText !== "") userMessages.push(userText);
    for (const block of blocks) {
      if (block.type === "text") texts.push(block.text);
      else if (block.type === "tool_use") {
        stringsIn(block.input, texts);
        for (const path of pathsInInput(block.input)) if (!OWN_FILES.test(path)) files.add(path);
      } else {
        const text = resultText(block.content);
        texts.push(text);
        if (block.is_error) {
          const signature = errorSignature(text);
          if (signature !== "") errors.add(signature);
        }
      }
    }
  }
  const facts = {
    userMessages,
    files: [...files],
    errors: [...errors],
    corpus: squashText(texts.join("\n")),
  };
  memo.set(messages, facts);
  return facts;
}

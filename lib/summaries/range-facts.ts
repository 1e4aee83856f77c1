import type {
  SummaryContentBlock,
  SummaryMessage,
} from "../compaction/summary-request/summary-request-types";
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

/** Input fields that name a file (Read, Write, Edit, NotebookEdit, MultiEdit; some MCP tools). */
const PATH_KEYS = new Set(["file_path", "notebook_path", "filePath", "path"]);
/** Tools whose results list files found, not files touched. */
const LISTING_TOOLS = new Set(["Glob", "Grep", "LS", "WebSearch", "WebFetch"]);
/** An absolute path (or ~/...) ending in a file name with an extension. */
const ABSOLUTE_FILE =
  /(?:^|[\s"'`(=:])((?:~|\/)(?:[\w.@+-]+\/)+[\w.@+-]+\.[A-Za-z0-9]{1,10})(?![\w/])/g;
const HAS_EXTENSION = /\.[A-Za-z0-9]{1,10}$/;

const textOfBlock = (block: SummaryContentBlock): string =>
  block.type === "text" ? block.text : "";

export const resultText = (content: string | { text: string }[]): string =>
  typeof content === "string" ? content : content.map((b) => b.text).join("\n");

function blocksOf(message: SummaryMessage): SummaryContentBlock[] {
  return typeof message.content === "string"
    ? [{ type: "text", text: message.content }]
    : message.content;
}

function stringsIn(value: unknown, out: string[]): void {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value !== null && typeof value === "object")
    for (const v of Object.values(value)) stringsIn(v, out);
}

function pathsInInput(input: unknown): string[] {
  if (input === null || typeof input !== "object") return [];
  return Object.entries(input).flatMap(([key, value]) =>
    PATH_KEYS.has(key) && typeof value === "string" && HAS_EXTENSION.test(value) ? [value] : [],
  );
}

/** An error's first meaningful line, tool-error tags and an "Error:" prefix removed. */
export function errorSignature(text: string): string {
  const line = text
    .replace(/<\/?tool_use_error>/g, "")
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  return (line ?? "").replace(/^error:\s*/i, "").slice(0, 200);
}

/** Claude Code's own notes in user turns: not what the person typed. */
const stripReminders = (text: string) =>
  text
    .replace(/<system-reminder>[\s\S]*?<\/system-reminder>/g, "")
    .replace(/^\[Request interrupted by user[^\]]*\]$/gm, "")
    .trim();

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
  const toolNames = new Map<string, string>();
  for (const message of messages) {
    const blocks = blocksOf(message);
    const userText = stripReminders(blocks.map(textOfBlock).join("\n"));
    if (message.role === "user" && userText !== "") userMessages.push(userText);
    for (const block of blocks) {
      if (block.type === "text") texts.push(block.text);
      else if (block.type === "tool_use") {
        toolNames.set(block.id, block.name);
        stringsIn(block.input, texts);
        for (const path of pathsInInput(block.input)) files.add(path);
      } else {
        const text = resultText(block.content);
        texts.push(text);
        if (block.is_error) {
          const signature = errorSignature(text);
          if (signature !== "") errors.add(signature);
        }
        if (!LISTING_TOOLS.has(toolNames.get(block.tool_use_id) ?? ""))
          for (const m of text.matchAll(ABSOLUTE_FILE)) if (m[1]) files.add(m[1]);
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

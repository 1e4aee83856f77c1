import type { SearchRole } from "../../contracts/search";
import type { SearchEntryInput } from "../../db/search-entries";

/**
 * Characters of one record the index keeps: a 1 MB file read would otherwise cost the ingest
 * its budget and break PostgreSQL's 1 MB tsvector limit; what people look for (a word the
 * session talked about) is nearly always in the first pages of a record.
 */
export const MAX_INDEXED_CHARS = 32_000;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Reads the searchable text of one parsed transcript line: user and assistant text, thinking
 * (the conversation view shows it, folded, and "why did it pick X" is answered there), tool
 * call inputs (their string values: commands, paths, edits) and tool results. Anything else
 * (progress, metadata, attachments) answers null. Never throws: the line is hostile JSON.
 * `toolNames` maps tool_use ids to names across calls, so a result carries its tool's name.
 *
 * @example extractSearchText({ type: "user", message: { content: "nix" } }, 3, new Map()) // { line: 3, role: "user", text: "nix", ... }
 */
export function extractSearchText(
  value: Json,
  line: number,
  toolNames: Map<string, string>,
): SearchEntryInput | null {
  if (value.type !== "user" && value.type !== "assistant") return null;
  const message = value.message;
  if (!isObject(message)) return null;
  const parts: string[] = [];
  let tool: string | null = null;
  let hasResult = false;
  const content = message.content;
  if (typeof content === "string") parts.push(content);
  else if (Array.isArray(content)) {
    for (const block of content) {
      if (!isObject(block)) continue;
      if (block.type === "text" && typeof block.text === "string") parts.push(block.text);
      else if (block.type === "thinking" && typeof block.thinking === "string")
        parts.push(block.thinking);
      else if (block.type === "tool_use") {
        const name = typeof block.name === "string" ? block.name : null;
        if (name !== null && typeof block.id === "string") toolNames.set(block.id, name);
        tool ??= name;
        collectStrings(block.input, parts);
      } else if (block.type === "tool_result") {
        hasResult = true;
        const id = typeof block.tool_use_id === "string" ? block.tool_use_id : "";
        tool ??= toolNames.get(id) ?? null;
        collectStrings(block.content, parts);
      }
    }
  }
  // PostgreSQL's text refuses NUL; the index has no use for it either.
  const text = clip(parts).replaceAll("\0", "\uFFFD");
  if (text.trim() === "") return null;
  const role: SearchRole = hasResult ? "tool" : value.type === "assistant" ? "assistant" : "user";
  return { line, role, tool, at: timestampOf(value.timestamp), text };
}

/** String leaves of a tool input or result (text blocks' `text`), keys and numbers left out. */
function collectStrings(value: unknown, parts: string[], depth = 0): void {
  if (typeof value === "string") parts.push(value);
  else if (depth > 8) return;
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, parts, depth + 1);
  else if (isObject(value)) {
    // Image and document blocks carry base64: nothing a person searches for.
    if (value.type === "image" || value.type === "document") return;
    // A block's `type` ("text") is the format's word, not the session's.
    for (const key in value) if (key !== "type") collectStrings(value[key], parts, depth + 1);
  }
}

/** The parts joined by newlines, cut at MAX_INDEXED_CHARS without building a longer string. */
function clip(parts: string[]): string {
  let text = "";
  for (const part of parts) {
    const room = MAX_INDEXED_CHARS - text.length - (text === "" ? 0 : 1);
    if (room <= 0) break;
    const piece = part.length > room ? part.slice(0, room) : part;
    text = text === "" ? piece : `${text}\n${piece}`;
  }
  return text;
}

function timestampOf(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

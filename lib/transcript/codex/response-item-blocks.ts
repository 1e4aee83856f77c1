import type { BlockInfo } from "../model";
import type { ResponseItemPayload } from "./codex-schema";

/** What one `response_item` is in the model's terms: who speaks, and its sized blocks. */
export type ResponseItemShape = {
  type: string;
  role: string | null;
  isMeta: boolean;
  blocks: BlockInfo[];
};

/**
 * The context Codex injects at the start of a session (and again after a compaction) as
 * user-role messages: instructions files and the environment. Not the user's words.
 */
const INJECTED_PREFIXES = [
  "<user_instructions>",
  "<environment_context>",
  "<permissions instructions>",
  "<collaboration_mode>",
  "<INSTRUCTIONS>",
  "# AGENTS.md instructions",
];

/** Longest `arguments` string parsed for a file path: bigger ones are sized only. */
const MAX_PARSED_ARGUMENT_CHARS = 64_000;

/**
 * Maps a `ResponseItem` onto the model's entry shape (the common brief's contract): user and
 * assistant messages with text blocks, reasoning as thinking, tool calls as tool_use, their
 * outputs as tool_result, anything else kept with an `other` block of its JSON size.
 */
export function readResponseItem(item: ResponseItemPayload, raw: unknown): ResponseItemShape {
  switch (item.type) {
    case "message":
      return readMessage(item);
    case "reasoning":
      return {
        type: "assistant",
        role: "assistant",
        isMeta: false,
        blocks: [
          { kind: "thinking", chars: textsLength(item.summary) + textsLength(item.content) },
        ],
      };
    case "function_call":
    case "custom_tool_call":
    case "local_shell_call":
      return { type: "assistant", role: "assistant", isMeta: false, blocks: [toolUse(item)] };
    case "function_call_output":
    case "custom_tool_call_output":
      return { type: "user", role: "user", isMeta: false, blocks: [toolResult(item)] };
    default: {
      const type = item.type ?? "unknown";
      return {
        type,
        role: null,
        isMeta: false,
        blocks: [{ kind: "other", type, chars: JSON.stringify(raw)?.length ?? 0 }],
      };
    }
  }
}

function readMessage(item: ResponseItemPayload): ResponseItemShape {
  const role = item.role ?? "user";
  const blocks: BlockInfo[] = [];
  let firstText: string | null = null;
  for (const part of item.content ?? []) {
    const { type, text } = (part ?? {}) as { type?: unknown; text?: unknown };
    if (typeof text === "string") {
      firstText ??= text;
      blocks.push({ kind: "text", chars: text.length });
    } else if (type === "input_image") blocks.push({ kind: "image" });
    else
      blocks.push({ kind: "other", type: String(type), chars: JSON.stringify(part)?.length ?? 0 });
  }
  if (role === "assistant") return { type: "assistant", role, isMeta: false, blocks };
  const isInjected =
    role === "developer" ||
    role === "system" ||
    (firstText !== null && INJECTED_PREFIXES.some((prefix) => firstText.startsWith(prefix)));
  return { type: "user", role: "user", isMeta: isInjected, blocks };
}

function toolUse(item: ResponseItemPayload): BlockInfo {
  const id = item.call_id ?? item.id ?? "";
  if (item.type === "local_shell_call") {
    return {
      kind: "tool_use",
      id,
      name: "local_shell",
      inputChars: JSON.stringify(item.action ?? {}).length,
    };
  }
  const input = item.type === "custom_tool_call" ? item.input : item.arguments;
  const inputText = typeof input === "string" ? input : (JSON.stringify(input ?? {}) ?? "");
  const filePath =
    item.type === "custom_tool_call" ? patchedFile(inputText) : argumentsFile(inputText);
  return {
    kind: "tool_use",
    id,
    name: item.name ?? "unknown",
    inputChars: inputText.length,
    ...(filePath === null ? {} : { filePath }),
  };
}

/** `path` or `file_path` of a function call's JSON arguments, when it names one file. */
function argumentsFile(argumentsText: string): string | null {
  if (argumentsText.length > MAX_PARSED_ARGUMENT_CHARS || !argumentsText.startsWith("{"))
    return null;
  // Most calls (shell commands) name no path: no second JSON parse for them.
  if (!argumentsText.includes('"path"') && !argumentsText.includes('"file_path"')) return null;
  try {
    const value = JSON.parse(argumentsText) as Record<string, unknown>;
    const path = value.path ?? value.file_path;
    return typeof path === "string" ? path : null;
  } catch {
    return null;
  }
}

const PATCH_FILE_LINE = /^\*\*\* (?:Add|Update|Delete) File: (.+)$/gm;

/** The file an `apply_patch` input changes, when it changes exactly one. */
function patchedFile(patch: string): string | null {
  const files = new Set<string>();
  for (const match of patch.matchAll(PATCH_FILE_LINE)) files.add((match[1] as string).trim());
  return files.size === 1 ? ([...files][0] as string) : null;
}

function toolResult(item: ResponseItemPayload): BlockInfo {
  const { chars, isError } = measureOutput(item.output);
  return { kind: "tool_result", toolUseId: item.call_id ?? "", chars, isError, images: 0 };
}

/**
 * An output is a string (older releases), `{ content, success }`, or a list of content items
 * (newer ones). A shell's string output may wrap `{ output, metadata: { exit_code } }`.
 */
function measureOutput(output: unknown): { chars: number; isError: boolean } {
  if (typeof output === "string") return { chars: output.length, isError: exitedBadly(output) };
  if (Array.isArray(output)) return { chars: textsLength(output), isError: false };
  if (output !== null && typeof output === "object") {
    const { content, success } = output as { content?: unknown; success?: unknown };
    const chars =
      typeof content === "string"
        ? content.length
        : Array.isArray(content)
          ? textsLength(content)
          : 0;
    return { chars, isError: success === false };
  }
  return { chars: 0, isError: false };
}

const EXIT_CODE = /"exit_code":\s*(-?\d+)/;

function exitedBadly(output: string): boolean {
  if (!output.startsWith('{"output"')) return false;
  const code = EXIT_CODE.exec(output.slice(-200));
  return code !== null && code[1] !== "0";
}

/** Characters of the `text` fields of a list of parts. */
function textsLength(parts: unknown[] | null): number {
  let chars = 0;
  for (const part of parts ?? []) {
    const text = (part as { text?: unknown } | null)?.text;
    if (typeof text === "string") chars += text.length;
  }
  return chars;
}

import type { BlockInfo } from "../model";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const jsonLength = (value: unknown): number => JSON.stringify(value)?.length ?? 0;

/** Where a tool's arguments name a file (read_file, write_file, replace: `file_path`). */
function filePathOf(args: unknown): string | undefined {
  if (!isObject(args)) return undefined;
  const path = args.file_path ?? args.path ?? args.absolute_path;
  return typeof path === "string" ? path : undefined;
}

/** The text a function response gives back: `output` (or `content`, `error`) when a string. */
function responseChars(response: unknown): { chars: number; isError: boolean } {
  if (typeof response === "string") return { chars: response.length, isError: false };
  if (!isObject(response)) return { chars: jsonLength(response), isError: false };
  const isError = typeof response.error === "string";
  for (const key of ["output", "content", "error"]) {
    const value = response[key];
    if (typeof value === "string") return { chars: value.length, isError };
  }
  return { chars: jsonLength(response), isError };
}

/** One `Part` of Gemini's content: text, a function call or response, media, or anything else. */
function partBlock(part: unknown): BlockInfo {
  if (!isObject(part)) return { kind: "other", type: "part", chars: jsonLength(part) };
  if (typeof part.text === "string")
    return part.thought === true
      ? { kind: "thinking", chars: part.text.length }
      : { kind: "text", chars: part.text.length };
  if (isObject(part.functionResponse)) {
    const { id, name, response } = part.functionResponse;
    const { chars, isError } = responseChars(response);
    return {
      kind: "tool_result",
      toolUseId: typeof id === "string" ? id : typeof name === "string" ? name : "",
      chars,
      isError,
      images: 0,
    };
  }
  if (isObject(part.functionCall)) {
    const { id, name, args } = part.functionCall;
    return toolUseBlock(id, name, args);
  }
  if (isObject(part.inlineData) || isObject(part.fileData)) return { kind: "image" };
  return { kind: "other", type: Object.keys(part)[0] ?? "part", chars: jsonLength(part) };
}

/** A tool call as a tool_use block (its id pairs it with the user message's functionResponse). */
export function toolUseBlock(id: unknown, name: unknown, args: unknown): BlockInfo {
  const filePath = filePathOf(args);
  return {
    kind: "tool_use",
    id: typeof id === "string" ? id : "",
    name: typeof name === "string" ? name : "unknown",
    inputChars: jsonLength(args ?? {}),
    ...(filePath === undefined ? {} : { filePath }),
  };
}

/**
 * A message's `content` as blocks: a string (a gemini message's text) is one text block, a
 * list of parts one block each; anything else is sized as an `other` block.
 */
export function contentBlocks(content: unknown): BlockInfo[] {
  if (content === undefined || content === null) return [];
  if (typeof content === "string")
    return content === "" ? [] : [{ kind: "text", chars: content.length }];
  if (Array.isArray(content)) return content.map(partBlock);
  return [partBlock(content)];
}

/** `thoughts` of a gemini message (`{ subject, description }` each) as thinking blocks. */
export function thoughtBlocks(thoughts: readonly unknown[]): BlockInfo[] {
  return thoughts.map((thought) => {
    if (!isObject(thought)) return { kind: "thinking", chars: 0 };
    const subject = typeof thought.subject === "string" ? thought.subject.length : 0;
    const description = typeof thought.description === "string" ? thought.description.length : 0;
    return { kind: "thinking", chars: subject + description };
  });
}

/** The text of a user message's parts (a compression's `<state_snapshot>` is one). */
export function partsText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((part) => (isObject(part) && typeof part.text === "string" ? part.text : ""))
    .join("");
}

import type { BlockInfo } from "./model";
import { contentBlockSchema } from "./record-schema";
import { readContentBlockFast } from "./record-fast-path";

/**
 * Turns `message.content` into sized blocks. Only sizes survive: the model must not grow
 * with the raw content (a 1 GB transcript has to fit in memory).
 */
export function measureContent(content: string | unknown[] | null): BlockInfo[] {
  if (content === null) return [];
  if (typeof content === "string") return [{ kind: "text", chars: content.length }];
  return content.map(measureBlock);
}

function measureBlock(raw: unknown): BlockInfo {
  const block = readContentBlockFast(raw) ?? contentBlockSchema.safeParse(raw).data;
  if (block === undefined) return { kind: "other", type: blockType(raw), chars: jsonLength(raw) };
  switch (block.type) {
    case "text":
      return { kind: "text", chars: block.text?.length ?? 0 };
    case "thinking":
      return { kind: "thinking", chars: block.thinking?.length ?? 0 };
    case "tool_use": {
      const filePath = inputFilePath(block.input);
      return {
        kind: "tool_use",
        id: block.id ?? "",
        name: block.name ?? "unknown",
        inputChars: jsonLength(block.input ?? {}),
        ...(filePath === null ? {} : { filePath }),
      };
    }
    case "tool_result":
      return {
        kind: "tool_result",
        toolUseId: block.tool_use_id ?? "",
        isError: block.is_error,
        ...measureResult(block.content),
      };
    case "image":
      return { kind: "image" };
    case "document":
      return { kind: "document" };
  }
}

function measureResult(content: string | unknown[] | undefined): { chars: number; images: number } {
  if (content === undefined) return { chars: 0, images: 0 };
  if (typeof content === "string") return { chars: content.length, images: 0 };
  let chars = 0;
  let images = 0;
  for (const part of content) {
    const block = measureBlock(part);
    if (block.kind === "image" || block.kind === "document") images += 1;
    else if (block.kind === "text") chars += block.chars;
    else chars += jsonLength(part);
  }
  return { chars, images };
}

function inputFilePath(input: unknown): string | null {
  if (input === null || typeof input !== "object") return null;
  const { file_path: filePath, notebook_path: notebookPath } = input as Record<string, unknown>;
  if (typeof filePath === "string") return filePath;
  if (typeof notebookPath === "string") return notebookPath;
  return null;
}

function blockType(raw: unknown): string {
  if (
    raw !== null &&
    typeof raw === "object" &&
    typeof (raw as { type?: unknown }).type === "string"
  ) {
    return (raw as { type: string }).type;
  }
  return typeof raw;
}

function jsonLength(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

import type { FileCache } from "../file-cache";
import type { Project } from "../project";
import type { Rng } from "../prng";

export type Style = "1.0" | "2.1";

export type TextBlock = { type: "text"; text: string };

/** What one tool call produced, before it is written as records. */
export type ToolOutcome = {
  name: string;
  input: Record<string, unknown>;
  /** `tool_result.content`: a string, or text blocks (Task, MCP). */
  content: string | TextBlock[];
  isError: boolean;
  /** Top-level `toolUseResult`; a plain "Error: ..." string for errors (FORMAT.md §8). */
  toolUseResult: unknown;
  /** Characters the model reads from this result (drives the context estimate). */
  contextChars: number;
  /** Read, Bash, Grep, Glob, WebFetch, Edit, Write: what microcompact may clear (seed 002). */
  compactable: boolean;
  /** Repository-relative path read or written, remembered for the post-compaction restore. */
  relPath?: string;
  /** Seconds a Bash command ran and its output: drives `bash_progress` records (2.1). */
  bash?: { seconds: number; output: string };
};

/** Everything a tool needs to produce an outcome. */
export type ToolContext = {
  rng: Rng;
  project: Project;
  files: FileCache;
  style: Style;
  /** Upper bound on the characters of this result (context headroom, byte budget). */
  maxChars: number;
  /** Recently touched repository-relative paths, most recent last. */
  recentFiles: string[];
};

export const absolute = (ctx: ToolContext, rel: string): string => `${ctx.project.cwd}/${rel}`;

export function contentChars(content: string | TextBlock[]): number {
  if (typeof content === "string") return content.length;
  let n = 0;
  for (const block of content) n += block.text.length;
  return n;
}

/** A failed call: error block content plus the "Error: ..." string `toolUseResult`. */
export function errorOutcome(
  name: string,
  input: Record<string, unknown>,
  message: string,
): ToolOutcome {
  return {
    name,
    input,
    content: message,
    isError: true,
    toolUseResult: `Error: ${message.replace(/<\/?tool_use_error>/g, "")}`,
    contextChars: message.length,
    compactable: false,
  };
}

/** A path the assistant is likely to touch next: mostly recent files, sometimes a new one. */
export function pickPath(ctx: ToolContext): string {
  const recent = ctx.recentFiles;
  if (recent.length > 0 && ctx.rng.chance(0.45)) return ctx.rng.pick(recent);
  return ctx.rng.pick(ctx.project.files);
}

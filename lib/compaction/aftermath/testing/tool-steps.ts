import type { Step, ToolSpec } from "./aftermath-session";

/** A Read of `path` whose result is 400 characters (100 tokens at 4 a token). */
export const read = (path: string, result = "x".repeat(400)): ToolSpec => ({
  name: "Read",
  path,
  result,
});

export const edit = (path: string): ToolSpec => ({ name: "Edit", path, result: "edited" });

export const bash = (command: string, result = "ok", error = false): ToolSpec => ({
  name: "Bash",
  command,
  result,
  error,
});

/** One main-thread call at `context` tokens with its tool uses. */
export const call = (context: number, ...tools: ToolSpec[]): Step => ({ tools, context });

import { createTwoFilesPatch, structuredPatch } from "diff";

export type PromptSide = { label: string; prompt: string };

export type PromptDiff = {
  /** Unified diff text, as `diff -u` would print it. */
  patch: string;
  /** The same changes as hunks: line numbers and lines prefixed with " ", "-" or "+". */
  hunks: {
    oldStart: number;
    oldLines: number;
    newStart: number;
    newLines: number;
    lines: string[];
  }[];
};

// Three lines of context, as `diff -u` and git print by default.
const CONTEXT_LINES = 3;

/**
 * The difference between two prompts, line by line (jsdiff), as a unified patch and as hunks.
 *
 * @example
 * diffPrompts({ label: "a v1", prompt: "x\n" }, { label: "a v2", prompt: "y\n" }).hunks[0]?.lines
 * // ["-x", "+y"]
 */
export function diffPrompts(from: PromptSide, to: PromptSide): PromptDiff {
  const options = { context: CONTEXT_LINES };
  const patch = createTwoFilesPatch(from.label, to.label, from.prompt, to.prompt, "", "", options);
  const structured = structuredPatch(from.label, to.label, from.prompt, to.prompt, "", "", options);
  return {
    patch,
    hunks: structured.hunks.map(({ oldStart, oldLines, newStart, newLines, lines }) => ({
      oldStart,
      oldLines,
      newStart,
      newLines,
      lines,
    })),
  };
}

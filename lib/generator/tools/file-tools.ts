import { numberLines, synthesizeCode } from "../code-synth";
import { TOOL_ERRORS, VERBS } from "../vocabulary";
import { absolute, errorOutcome, pickPath, type ToolContext, type ToolOutcome } from "./tool-types";

/** Read: numbered lines in the result, raw text in `toolUseResult.file` (FORMAT.md §8). */
export function readTool(ctx: ToolContext): ToolOutcome {
  const rel = pickPath(ctx);
  const filePath = absolute(ctx, rel);
  if (ctx.rng.chance(0.02)) {
    return errorOutcome(
      "Read",
      { file_path: `${filePath}.bak` },
      "<tool_use_error>File does not exist.</tool_use_error>",
    );
  }
  const full = ctx.files.read(rel);
  const allLines = full.split("\n");
  let content = full;
  let startLine = 1;
  const input: Record<string, unknown> = { file_path: filePath };
  if (full.length > ctx.maxChars) {
    // Too big for the budget: read a window, as the assistant does with offset/limit.
    const avg = full.length / Math.max(1, allLines.length);
    const limit = Math.max(5, Math.floor(ctx.maxChars / (avg + 8)));
    startLine = ctx.rng.int(1, Math.max(1, allLines.length - limit));
    content = allLines.slice(startLine - 1, startLine - 1 + limit).join("\n");
    input.offset = startLine;
    input.limit = limit;
  }
  const numbered = numberLines(content, startLine);
  const numLines = content.split("\n").length;
  return {
    name: "Read",
    input,
    content: numbered,
    isError: false,
    toolUseResult: {
      type: "text",
      file: { filePath, content, numLines, startLine, totalLines: allLines.length },
    },
    contextChars: numbered.length,
    compactable: true,
    relPath: rel,
  };
}

/** Edit: a small replacement; `toolUseResult` carries the whole original file, as in real files. */
export function editTool(ctx: ToolContext): ToolOutcome | null {
  const { rng } = ctx;
  // The result repeats the whole original file: pick one that fits the byte budget, or give up.
  const candidates = Array.from({ length: 6 }, () => pickPath(ctx));
  const rel = candidates.find((path) => ctx.files.read(path).length <= ctx.maxChars * 2);
  if (rel === undefined) return null;
  const filePath = absolute(ctx, rel);
  const original = ctx.files.read(rel);
  const lines = original.split("\n");
  const start = rng.int(0, Math.max(0, lines.length - 6));
  const count = rng.int(1, 4);
  const oldLines = lines.slice(start, start + count);
  const indent = /^\s*/.exec(oldLines[0] ?? "")?.[0] ?? "";
  const newLines = [...oldLines, `${indent}// ${rng.pick(VERBS)} guard added after review`];
  const input = {
    file_path: filePath,
    old_string: oldLines.join("\n"),
    new_string: newLines.join("\n"),
  };
  if (rng.chance(0.05)) return errorOutcome("Edit", input, rng.pick(TOOL_ERRORS.slice(0, 4)));
  const updated = [...lines.slice(0, start), ...newLines, ...lines.slice(start + count)];
  ctx.files.write(rel, updated.join("\n"));
  const before = Math.max(0, start - 3);
  const patchLines = [
    ...lines.slice(before, start).map((l) => ` ${l}`),
    ...oldLines.map((l) => `-${l}`),
    ...newLines.map((l) => `+${l}`),
    ...lines.slice(start + count, start + count + 3).map((l) => ` ${l}`),
  ];
  const contextLines = patchLines.length - newLines.length;
  const structuredPatch = [
    {
      oldStart: before + 1,
      oldLines: contextLines,
      newStart: before + 1,
      newLines: contextLines + 1,
      lines: patchLines,
    },
  ];
  const content =
    ctx.style === "1.0"
      ? `The file ${filePath} has been updated. Here's the result of running \`cat -n\` on a snippet of the edited file:\n` +
        numberLines(updated.slice(before, start + count + 6).join("\n"), before + 1)
      : `The file ${filePath} has been updated successfully.`;
  return {
    name: "Edit",
    input: { ...input, replace_all: false },
    content,
    isError: false,
    toolUseResult: {
      filePath,
      oldString: input.old_string,
      newString: input.new_string,
      originalFile: original,
      structuredPatch,
      userModified: false,
      replaceAll: false,
    },
    contextChars: content.length,
    compactable: true,
    relPath: rel,
  };
}

/** Write: the new content sits in the tool input (assistant output), the result is one line. */
export function writeTool(ctx: ToolContext): ToolOutcome {
  const { rng, project } = ctx;
  const dir = (rng.pick(project.files).split("/").slice(0, -1).join("/") || "src") + "/";
  const ext = rng.pick(project.files).split(".").pop() ?? "ts";
  const rel = `${dir}${rng.pick(VERBS)}-${rng.int(1, 99)}.${ext}`;
  const filePath = absolute(ctx, rel);
  const content = synthesizeCode(
    rng,
    project.language,
    Math.min(ctx.maxChars, rng.logInt(400, 9000)),
  );
  ctx.files.write(rel, content);
  const text = `File created successfully at: ${filePath}`;
  return {
    name: "Write",
    input: { file_path: filePath, content },
    content: text,
    isError: false,
    toolUseResult: { type: "create", filePath, content, structuredPatch: [] },
    contextChars: text.length,
    compactable: true,
    relPath: rel,
  };
}

import { runShell } from "../shell-synth";
import { NOUNS, VERBS } from "../vocabulary";
import { absolute, type ToolContext, type ToolOutcome } from "./tool-types";

/** Bash: stdout in the result and in `toolUseResult`; a failing command is an is_error result. */
export function bashTool(ctx: ToolContext): ToolOutcome {
  const run = runShell(ctx.rng, ctx.project, Math.min(ctx.maxChars, ctx.rng.logInt(60, 12_000)));
  const input = { command: run.command, description: run.description };
  const output = run.stderr ? `${run.stdout}\n${run.stderr}` : run.stdout;
  if (run.failed) {
    const content = `Exit code 1\n${output}`;
    return {
      name: "Bash",
      input,
      content,
      isError: true,
      toolUseResult: `Error: ${content}`,
      contextChars: content.length,
      compactable: true,
      bash: { seconds: run.seconds, output },
    };
  }
  return {
    name: "Bash",
    input,
    content: output,
    isError: false,
    toolUseResult: { stdout: run.stdout, stderr: run.stderr, interrupted: false, isImage: false },
    contextChars: output.length,
    compactable: true,
    bash: { seconds: run.seconds, output },
  };
}

/** Grep: either matching file names or matching lines, with the mode-specific `toolUseResult`. */
export function grepTool(ctx: ToolContext): ToolOutcome {
  const { rng, project } = ctx;
  const noun = rng.pick(NOUNS);
  const pattern = rng.pick([
    `${rng.pick(VERBS)}${noun.charAt(0).toUpperCase()}${noun.slice(1)}`,
    `${noun}Id`,
    "TODO|FIXME",
    "export (async )?function",
  ]);
  const filenames = [
    ...new Set(Array.from({ length: rng.int(0, 14) }, () => rng.pick(project.files))),
  ];
  const n = filenames.length;
  if (rng.chance(0.5)) {
    const content =
      n === 0 ? "No files found" : `Found ${n} file${n === 1 ? "" : "s"}\n${filenames.join("\n")}`;
    return {
      name: "Grep",
      input: { pattern, path: project.cwd },
      content,
      isError: false,
      toolUseResult: { mode: "files_with_matches", filenames, numFiles: n },
      contextChars: content.length,
      compactable: true,
    };
  }
  const lines: string[] = [];
  let size = 0;
  const target = Math.min(ctx.maxChars, rng.logInt(100, 6000));
  while (size < target && filenames.length > 0) {
    const line = `${absolute(ctx, rng.pick(filenames))}:${rng.int(1, 500)}:  const ${pattern.split("|")[0]} = ${rng.pick(VERBS)}(${rng.pick(NOUNS)});`;
    lines.push(line);
    size += line.length + 1;
  }
  const content = lines.length === 0 ? "No matches found" : lines.join("\n");
  return {
    name: "Grep",
    input: { pattern, path: project.cwd, output_mode: "content", "-n": true },
    content,
    isError: false,
    toolUseResult: { mode: "content", numFiles: 0, filenames: [], content, numLines: lines.length },
    contextChars: content.length,
    compactable: true,
  };
}

/** Glob: absolute paths, one per line. */
export function globTool(ctx: ToolContext): ToolOutcome {
  const { rng, project } = ctx;
  const ext = rng.pick(project.files).split(".").pop() ?? "ts";
  const filenames = project.files
    .filter((f) => f.endsWith(`.${ext}`))
    .slice(0, rng.int(1, 40))
    .map((f) => absolute(ctx, f));
  const content = filenames.length === 0 ? "No files found" : filenames.join("\n");
  return {
    name: "Glob",
    input: { pattern: `**/*.${ext}` },
    content,
    isError: false,
    toolUseResult: {
      filenames,
      durationMs: rng.int(3, 900),
      numFiles: filenames.length,
      truncated: false,
    },
    contextChars: content.length,
    compactable: true,
  };
}

/** LS (1.0.x only): an indented tree; its `toolUseResult` is the same plain string, not an error. */
export function lsTool(ctx: ToolContext): ToolOutcome {
  const dirs = new Map<string, string[]>();
  for (const f of ctx.project.files.slice(0, ctx.rng.int(8, 40))) {
    const parts = f.split("/");
    const dir = parts.slice(0, -1).join("/") || ".";
    dirs.set(dir, [...(dirs.get(dir) ?? []), parts[parts.length - 1] ?? f]);
  }
  const lines = [`- ${ctx.project.cwd}/`];
  for (const [dir, names] of dirs) {
    lines.push(`  - ${dir}/`, ...names.map((n) => `    - ${n}`));
  }
  const content = lines.join("\n");
  return {
    name: "LS",
    input: { path: ctx.project.cwd },
    content,
    isError: false,
    toolUseResult: content,
    contextChars: content.length,
    compactable: false,
  };
}

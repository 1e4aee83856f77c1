import type { ToolCall } from "./read-conversation";

/**
 * How the offline summary writes things: code spans and quotes only around text copied whole
 * from the input (the fabrication metric checks them), cut lines, counted and bounded lists.
 */

export const LANGUAGES: Record<string, string> = {
  ts: "TypeScript",
  tsx: "TypeScript (React)",
  mts: "TypeScript",
  cts: "TypeScript",
  js: "JavaScript",
  jsx: "JavaScript (React)",
  mjs: "JavaScript",
  cjs: "JavaScript",
  py: "Python",
  rs: "Rust",
  go: "Go",
  java: "Java",
  kt: "Kotlin",
  swift: "Swift",
  rb: "Ruby",
  php: "PHP",
  c: "C",
  h: "C",
  cpp: "C++",
  hpp: "C++",
  cs: "C#",
  sh: "Shell",
  bash: "Shell",
  zsh: "Shell",
  sql: "SQL",
  html: "HTML",
  css: "CSS",
  scss: "SCSS",
  md: "Markdown",
  mdx: "MDX",
  json: "JSON",
  yml: "YAML",
  yaml: "YAML",
  toml: "TOML",
  ipynb: "Jupyter notebooks",
  vue: "Vue",
  svelte: "Svelte",
  prisma: "Prisma",
};

const MAX_LISTED = 200;
export const LINE_CHARS = 200;

export const firstLine = (text: string) => text.trim().split("\n")[0]?.trim() ?? "";
export const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)} …` : text;

/**
 * A quoted text's lines after its first, indented under the list item that quotes it: a line
 * of the quote (a heading of an earlier summary the user pasted) never starts a section.
 */
export const nested = (text: string) => text.replace(/\n/g, "\n  ");

/** Text as an inline code span when the span can hold it whole, else the plain first line. */
export function code(text: string): string {
  const line = firstLine(text);
  return line.length >= 3 && line.length <= 300 && !line.includes("`") && line === text.trim()
    ? `\`${line}\``
    : cut(line, LINE_CHARS);
}

/** A real quote: the first double-quote-free run of at least 3 characters of the text's first line. */
export function quote(text: string): string | null {
  const run = firstLine(text)
    .split('"')
    .map((part) => part.trim())
    .find((part) => part.length >= 3);
  return run ? `"${run.slice(0, 300).trim()}"` : null;
}

export function describeCall(call: ToolCall): string {
  return call.target ? `${call.name} on ${code(call.target)}` : call.name;
}

/** An error's first meaningful line, its tool-error tags and "Error:" prefix removed. */
export function errorLine(text: string): string {
  return cut(
    firstLine(text.replace(/<\/?tool_use_error>/g, "")).replace(/^error:\s*/i, ""),
    LINE_CHARS,
  );
}

export function countBy<T>(items: T[], key: (item: T) => string | null): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const name = key(item);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

export const extensionOf = (path: string) =>
  /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? "";

export function limited(lines: string[], what: string): string[] {
  return lines.length > MAX_LISTED
    ? [...lines.slice(0, MAX_LISTED), `- … and ${lines.length - MAX_LISTED} more ${what}.`]
    : lines;
}

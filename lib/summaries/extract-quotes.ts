/** What a summary claims to quote: code spans, quoted text and file paths. */
export type Quote = { kind: "code" | "quote" | "path"; text: string };

const CODE_FENCE = /```[\s\S]*?(?:```|$)/g;
const CODE_SPAN = /`([^`\n]{3,300})`/g;
const QUOTED = /"([^"\n]{3,400})"|“([^”\n]{3,400})”|「([^」\n]{2,400})」/g;
/** A run of path characters after a space, bracket, colon or equals sign: a path's candidate. */
const PATH_RUN = /(?:^|[\s(\[:=])([\w.@+~/-]+)/g;
/** A path with at least one directory and a file extension, absolute or relative. */
const PATH = /^(?:~|\.{1,2})?\/?(?:[\w.@+-]+\/)+[\w.@+-]+\.[A-Za-z][A-Za-z0-9]{0,9}(?![\w/])/;
/**
 * No path is longer (Linux's PATH_MAX). PATH repeats a group per directory, a backtrack entry
 * each to the regex engine: it only reads a run this long, never a megabytes-long one.
 */
const PATH_MAX_CHARS = 4096;

/**
 * The quotes of a summary: inline code spans, text in straight or curly double quotes (or
 * 「」), and file paths with a directory (`src/app.ts`, `/home/x/a.py`) outside those. Code
 * fences are left out: they hold code the summary rewrote, not quotes. Each distinct text once:
 * code spans, then quoted text, then paths, each in the order written.
 *
 * @example
 * extractQuotes('Edited `src/a.ts` after the user said "keep it short"').map((q) => q.text)
 * // ["src/a.ts", "keep it short"]
 */
export function extractQuotes(summary: string): Quote[] {
  const text = summary.replace(CODE_FENCE, " ");
  const quotes = new Map<string, Quote>();
  const add = (kind: Quote["kind"], value: string | undefined) => {
    const trimmed = value?.trim();
    if (trimmed && trimmed.length >= 3 && !quotes.has(trimmed))
      quotes.set(trimmed, { kind, text: trimmed });
  };
  for (const m of text.matchAll(CODE_SPAN)) add("code", m[1]);
  for (const m of text.matchAll(QUOTED)) add("quote", m[1] ?? m[2] ?? m[3]);
  const outside = text.replace(CODE_SPAN, " ").replace(QUOTED, " ");
  for (const [, run = ""] of outside.matchAll(PATH_RUN))
    if (run.length <= PATH_MAX_CHARS) add("path", PATH.exec(run)?.[0]);
  return [...quotes.values()];
}

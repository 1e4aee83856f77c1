/**
 * What OpenCode's `read` tool answers for a whole text file (1.18.33, measured: a 400-line
 * file of 99 characters a line gave 42,013 characters at a 36-character path): the path, the
 * type, then each line numbered `n: `, then the line count. The prune lab sizes its files with
 * it so that each output's estimate (round(characters / 4), OpenCode's Token.estimate) is the
 * number of tokens the scenario asks for.
 *
 * @example readOutputLength("/tmp/w/f1.txt", ["a", "b"]) // 83
 */
export function readOutputLength(absolutePath: string, lines: readonly string[]): number {
  const head = `<path>${absolutePath}</path>\n<type>file</type>\n<content>\n`;
  const numbered = lines.reduce((sum, line, i) => sum + `${i + 1}: `.length + line.length, 0);
  const tail = `\n\n(End of file - total ${lines.length} lines)\n</content>`;
  return head.length + numbered + Math.max(0, lines.length - 1) + tail.length;
}

/**
 * The read tool's older format (1.1.65, measured): no newline after `<content>`, and a file's
 * final newline read as one more, empty, numbered line. A file without its final newline then
 * gives the 1.18.33 length less one character: the same estimate when that length is a
 * multiple of 4. The change lies between 1.1.65 and 1.18.33; 1.14.34 is taken as the first new.
 */
export const NEWER_READ_FORMAT_SINCE = "1.14.34";

/** Lines of this width keep far from the read tool's 2,000-character line cut. */
const LINE_WIDTH = 99;

/**
 * A file's text whose `read` output (1.18.33's format) is exactly `tokens` x 4 characters
 * (an estimate of `tokens`): full lines, the last one cut to fit. Null when no file fits (a
 * target below one line's output).
 *
 * @example fileForOutputTokens("/tmp/w/f1.txt", 10_000) // "aaaa...\n" x 380 lines, the last shorter
 */
export function fileForOutputTokens(
  absolutePath: string,
  tokens: number,
  /** End the file with a newline (the newer format); without one for the older. */
  finalNewline = true,
): string | null {
  const target = tokens * 4;
  const lines: string[] = [];
  while (readOutputLength(absolutePath, [...lines, "a"]) <= target) {
    const rest = target - readOutputLength(absolutePath, [...lines, ""]);
    if (rest <= LINE_WIDTH) {
      lines.push("a".repeat(rest));
      const text = lines.map((line) => `${line}\n`).join("");
      return finalNewline ? text : text.slice(0, -1);
    }
    lines.push("a".repeat(LINE_WIDTH));
  }
  return null;
}

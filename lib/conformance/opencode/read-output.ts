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

/** Lines of this width keep far from the read tool's 2,000-character line cut. */
const LINE_WIDTH = 99;

/**
 * A file's text whose `read` output is exactly `tokens` x 4 characters (an estimate of
 * `tokens`): full lines, the last one cut to fit. Null when no file fits (a target below one
 * line's output).
 *
 * @example fileForOutputTokens("/tmp/w/f1.txt", 10_000) // "aaaa...\n" x 380 lines, the last shorter
 */
export function fileForOutputTokens(absolutePath: string, tokens: number): string | null {
  const target = tokens * 4;
  const lines: string[] = [];
  while (readOutputLength(absolutePath, [...lines, "a"]) <= target) {
    const rest = target - readOutputLength(absolutePath, [...lines, ""]);
    if (rest <= LINE_WIDTH) {
      lines.push("a".repeat(rest));
      return lines.map((line) => `${line}\n`).join("");
    }
    lines.push("a".repeat(LINE_WIDTH));
  }
  return null;
}
